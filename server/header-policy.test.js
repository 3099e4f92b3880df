// @ts-check
import { describe, expect, it } from "vitest";

import {
  ABSENT_HEADERS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SECURITY_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
  isCompressible,
} from "./header-policy.js";

const HASH = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";

/** @param {string} policy */
function directives(policy) {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("has the required directives and no inline code without hashes", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  // WebKit upgrades even loopback URLs of a plain-HTTP page, which breaks it.
  it("upgrades insecure requests only when asked to, for HTTPS-only hosts", () => {
    expect(
      directives(contentSecurityPolicy()).has("upgrade-insecure-requests"),
    ).toBe(false);
    const https = directives(
      contentSecurityPolicy(undefined, { upgradeInsecureRequests: true }),
    );
    expect(https.get("upgrade-insecure-requests")).toEqual([]);
  });

  it("allows a page's inline scripts by hash, never by 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({
      scripts: [HASH],
      styles: [],
      styleAttributes: [],
    });
    expect(directives(policy).get("script-src")).toEqual([
      "'self'",
      `'${HASH}'`,
    ]);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("allows style attributes only by their hashes", () => {
    const policy = directives(
      contentSecurityPolicy({
        scripts: [],
        styles: [HASH],
        styleAttributes: [HASH],
      }),
    );
    expect(policy.get("style-src")).toEqual([
      "'self'",
      `'${HASH}'`,
      "'unsafe-hashes'",
      `'${HASH}'`,
    ]);
  });
});

describe("SECURITY_HEADERS", () => {
  it("names none of the headers no response carries", () => {
    const sent = Object.keys(SECURITY_HEADERS).map((name) =>
      name.toLowerCase(),
    );
    for (const name of ABSENT_HEADERS) {
      expect(sent).not.toContain(name.toLowerCase());
    }
  });

  it("switches features off with empty allow-lists", () => {
    const features = SECURITY_HEADERS["Permissions-Policy"].split(", ");
    expect(features).toContain("camera=()");
    expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(
      true,
    );
  });
});

describe("cacheControlFor", () => {
  it.each([
    ["/assets/root-B0nYR8bE.js", CACHE_IMMUTABLE],
    ["/", CACHE_REVALIDATE],
    ["/plus/channels", CACHE_REVALIDATE],
    ["/json/channels/channels.json", CACHE_REVALIDATE],
    ["/robots.txt", CACHE_REVALIDATE],
  ])("%s → %s", (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected);
  });
});

describe("isCompressible", () => {
  it.each([
    ["index.html", true],
    ["assets/a-1.js", true],
    ["site.webmanifest", true],
    ["images/promo.png", false],
    ["index.html.br", false],
  ])("%s → %s", (file, expected) => {
    expect(isCompressible(file)).toBe(expected);
  });
});
