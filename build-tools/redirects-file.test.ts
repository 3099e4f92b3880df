import { describe, expect, it } from "vitest";

import { formatRedirectsFile, parseRedirectsFile } from "./redirects-file";

describe("formatRedirectsFile", () => {
  const text = formatRedirectsFile(["/", "/plus/channels", "/plus"]);

  it("redirects each page's trailing-slash address to the page with a 308", () => {
    expect(parseRedirectsFile(text)).toEqual([
      { from: "/plus/", to: "/plus", status: 308 },
      { from: "/plus/channels/", to: "/plus/channels", status: 308 },
    ]);
  });

  it("leaves the home page alone: / is its canonical address", () => {
    expect(text).not.toMatch(/^\/ /m);
  });

  it("forces no rule, so a file a host finds at an address still wins", () => {
    expect(text).not.toContain("!");
  });
});

describe("formatRedirectsFile with a folder's not-found page", () => {
  const text = formatRedirectsFile(["/es", "/es/plus"], ["/es/"]);

  it("sends the folder's unknown URLs its 404 page with status 404, after the redirects", () => {
    expect(parseRedirectsFile(text)).toEqual([
      { from: "/es/", to: "/es", status: 308 },
      { from: "/es/plus/", to: "/es/plus", status: 308 },
      { from: "/es/*", to: "/es/404.html", status: 404 },
    ]);
  });

  it("forces it neither: a page at the address still wins", () => {
    expect(text).not.toContain("!");
  });
});

describe("parseRedirectsFile", () => {
  it("refuses a line without a status", () => {
    expect(() => parseRedirectsFile("/a/ /a\n")).toThrow(/unexpected line/);
  });
});
