import { describe, expect, it } from "vitest";

import { NAV_ITEMS, isCurrentPage } from "./nav";

describe("NAV_ITEMS", () => {
  it("lists the five screens of the bar in SPEC order", () => {
    expect(NAV_ITEMS).toEqual([
      { label: "Packages", to: "/plus" },
      { label: "Channels", to: "/plus/channels" },
      { label: "Instructions", to: "/plus/instructions" },
      { label: "ISPs/MDUs", to: "/plus/isps-mdus" },
      { label: "Sign Up", to: "/plus/signup" },
    ]);
  });

  it("has no duplicate targets", () => {
    expect(new Set(NAV_ITEMS.map((item) => item.to)).size).toBe(
      NAV_ITEMS.length,
    );
  });
});

describe("isCurrentPage", () => {
  it.each([
    ["/plus", "/plus", true],
    ["/plus/", "/plus", true],
    ["/plus/channels", "/plus", false],
    ["/plus/channels/", "/plus/channels", true],
    ["/plus/channelstest", "/plus/channels", false],
    ["/", "/plus", false],
  ])("%s is the page of %s: %s", (pathname, to, expected) => {
    expect(isCurrentPage(pathname, to)).toBe(expected);
  });
});
