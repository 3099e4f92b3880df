import { describe, expect, it } from "vitest";

import { basePath, localeOfPath, localizedPath } from "./locale";

describe("localeOfPath", () => {
  it("reads Spanish from the /es prefix only", () => {
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/plus/channels")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/plus")).toBe("en");
    // A slug that merely starts with "es" is English.
    expect(localeOfPath("/espn")).toBe("en");
  });
});

describe("basePath and localizedPath", () => {
  it("map each page to its twin and back", () => {
    for (const path of ["/", "/plus", "/plus/channels"]) {
      const spanish = localizedPath(path, "es");
      expect(basePath(spanish)).toBe(path);
      expect(localizedPath(path, "en")).toBe(path);
    }
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/plus/faq", "es")).toBe("/es/plus/faq");
    expect(basePath("/es/")).toBe("/");
    expect(basePath("/es/plus/channels/")).toBe("/plus/channels");
    expect(basePath("/plus/")).toBe("/plus");
    expect(basePath("/")).toBe("/");
    expect(basePath("/espn")).toBe("/espn");
  });
});
