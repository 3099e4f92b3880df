// @ts-check
import { describe, expect, it } from "vitest";

import { createSiteServer, decodePath } from "./site-server.js";

describe("decodePath", () => {
  it.each([
    ["/", "/"],
    ["/plus/channels?pkg=elite", "/plus/channels"],
    ["/images/my%20logo.png", "/images/my logo.png"],
    ["/.env", "/.env"],
    ["/%252e%252e/x", "/%2e%2e/x"],
  ])("%s → %s", (url, expected) => {
    expect(decodePath(url)).toBe(expected);
  });

  it.each([
    "/../",
    "/..",
    "/a/./b",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%5c..%5cpackage.json",
    "/a\\b",
    "//etc/passwd",
    "/index.html%00.js",
    "/%E0%A4%A",
    "/../client-x/",
    "http://example.com/",
    "*",
    "",
  ])("rejects %j", (url) => {
    expect(decodePath(url)).toBeNull();
  });
});

describe("createSiteServer", () => {
  it.each([0, 1.5, -1, Number.NaN])(
    "refuses a send timeout of %s ms",
    (sendTimeoutMs) => {
      // Refused before the build is read: Node would take 0 as no timeout.
      expect(() =>
        createSiteServer({ buildDir: "/nonexistent", sendTimeoutMs }),
      ).toThrow(/send timeout must be a whole number of milliseconds from 1/);
    },
  );
});
