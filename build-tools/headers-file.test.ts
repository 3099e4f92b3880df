import { describe, expect, it } from "vitest";

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SECURITY_HEADERS,
  contentSecurityPolicy,
} from "../server/header-policy.js";
import {
  MAX_LINE_LENGTH,
  formatHeadersFile,
  headerRules,
  parseHeadersFile,
} from "./headers-file";
import { sha256Source } from "./inline-hashes";

const homeHash = sha256Source("home()");
const notFoundHash = sha256Source("notFound()");
const pages = new Map([
  ["index.html", { scripts: [homeHash], styles: [], styleAttributes: [] }],
  ["plus/index.html", { scripts: [homeHash], styles: [], styleAttributes: [] }],
  ["404.html", { scripts: [notFoundHash], styles: [], styleAttributes: [] }],
]);

describe("headerRules", () => {
  const rules = headerRules(pages);

  it("sends the security headers everywhere, with a CSP allowing any page's inline code", () => {
    expect(rules.get("/*")).toEqual({
      ...SECURITY_HEADERS,
      "Content-Security-Policy": contentSecurityPolicy(
        { scripts: [homeHash, notFoundHash], styles: [], styleAttributes: [] },
        { upgradeInsecureRequests: true },
      ),
    });
  });

  it("gives each page its own CSP and revalidation, at both URL forms", () => {
    const own = {
      "Cache-Control": CACHE_REVALIDATE,
      "Content-Security-Policy": contentSecurityPolicy(
        pages.get("plus/index.html"),
        { upgradeInsecureRequests: true },
      ),
    };
    expect(rules.get("/plus")).toEqual(own);
    expect(rules.get("/plus/")).toEqual(own);
    expect(rules.get("/")?.["Content-Security-Policy"]).toContain(homeHash);
    expect(rules.get("/")?.["Content-Security-Policy"]).not.toContain(
      notFoundHash,
    );
  });

  it("upgrades insecure requests in every policy, since static hosts serve only HTTPS", () => {
    const policies = [...rules.values()].flatMap(
      (headers) => headers["Content-Security-Policy"] ?? [],
    );
    expect(policies.length).toBeGreaterThan(1);
    for (const policy of policies) {
      expect(policy.split("; ")).toContain("upgrade-insecure-requests");
    }
  });

  it("caches hashed assets for a year and revalidates data files", () => {
    expect(rules.get("/assets/*")).toEqual({
      "Cache-Control": CACHE_IMMUTABLE,
    });
    expect(rules.get("/json/*")).toEqual({ "Cache-Control": CACHE_REVALIDATE });
  });

  it("has no rule for the not-found page, which hosts send at unknown URLs", () => {
    expect([...rules.keys()].some((pattern) => pattern.includes("404"))).toBe(
      false,
    );
  });

  it("repeats no header but the CSP across rules that match the same URL", () => {
    const everywhere = Object.keys(rules.get("/*") ?? {});
    for (const [pattern, headers] of rules) {
      if (pattern === "/*") continue;
      const repeated = Object.keys(headers).filter((name) =>
        everywhere.includes(name),
      );
      expect(
        repeated.filter((name) => name !== "Content-Security-Policy"),
      ).toEqual([]);
    }
  });
});

describe("formatHeadersFile", () => {
  it("writes rules that read back the same", () => {
    const rules = headerRules(pages);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("refuses a line that static hosts would ignore", () => {
    const rules = new Map([["/*", { "X-Long": "x".repeat(MAX_LINE_LENGTH) }]]);
    expect(() => formatHeadersFile(rules)).toThrow(/longer than/);
  });
});
