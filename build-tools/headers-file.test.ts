import { describe, expect, it } from "vitest";

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  type InlineHashes,
  SECURITY_HEADERS,
  contentSecurityPolicy,
} from "../server/header-policy.js";
import {
  type HeaderRules,
  MAX_LINE_LENGTH,
  formatHeadersFile,
  headerRules,
  parseHeadersFile,
} from "./headers-file";
import { sha256Source } from "./inline-hashes";

const CSP = "Content-Security-Policy";
const homeHash = sha256Source("home()");
const packagesHash = sha256Source("packages()");
const notFoundHash = sha256Source("notFound()");
const pages = new Map<string, InlineHashes>([
  ["index.html", { scripts: [homeHash], styles: [], styleAttributes: [] }],
  ["plus.html", { scripts: [packagesHash], styles: [], styleAttributes: [] }],
  ["404.html", { scripts: [notFoundHash], styles: [], styleAttributes: [] }],
]);
const overHttps = { upgradeInsecureRequests: true };

describe("headerRules", () => {
  const rules = headerRules(pages);

  it("sends the security headers everywhere, with the not-found page's CSP", () => {
    expect(rules.get("/*")).toEqual({
      detach: [],
      headers: {
        ...SECURITY_HEADERS,
        [CSP]: contentSecurityPolicy(pages.get("404.html"), overHttps),
      },
    });
  });

  it("gives each page, at its canonical URL only, its own CSP in place of that one, and revalidation", () => {
    expect(rules.get("/plus")).toEqual({
      detach: [CSP],
      headers: {
        "Cache-Control": CACHE_REVALIDATE,
        [CSP]: contentSecurityPolicy(pages.get("plus.html"), overHttps),
      },
    });
    expect(rules.has("/plus/")).toBe(false);
    expect(rules.has("/plus.html")).toBe(false);
    const home = rules.get("/");
    expect(home?.detach).toEqual([CSP]);
    expect(home?.headers[CSP]).toContain(homeHash);
    expect(home?.headers[CSP]).not.toContain(notFoundHash);
    expect(home?.headers[CSP]).not.toContain(packagesHash);
  });

  it("lists every page's rule after /*, whose policy it replaces", () => {
    expect([...rules.keys()][0]).toBe("/*");
  });

  it("upgrades insecure requests in every policy, since static hosts serve only HTTPS", () => {
    const policies = [...rules.values()].flatMap(
      ({ headers }) => headers[CSP] ?? [],
    );
    expect(policies.length).toBeGreaterThan(1);
    for (const policy of policies) {
      expect(policy.split("; ")).toContain("upgrade-insecure-requests");
    }
  });

  it("caches hashed assets for a year and revalidates data files", () => {
    expect(rules.get("/assets/*")).toEqual({
      detach: [],
      headers: { "Cache-Control": CACHE_IMMUTABLE },
    });
    expect(rules.get("/json/*")?.headers).toEqual({
      "Cache-Control": CACHE_REVALIDATE,
    });
  });

  it("has no rule for the not-found page, which hosts send at unknown URLs", () => {
    expect([...rules.keys()].some((pattern) => pattern.includes("404"))).toBe(
      false,
    );
  });

  it("sets no header twice for one URL, but the CSP a page's rule takes off first", () => {
    const everywhere = Object.keys(rules.get("/*")?.headers ?? {});
    for (const [pattern, { detach, headers }] of rules) {
      if (pattern === "/*") continue;
      const repeated = Object.keys(headers).filter(
        (name) => everywhere.includes(name) && !detach.includes(name),
      );
      expect(repeated, pattern).toEqual([]);
    }
  });

  it("refuses a build without the not-found page, whose policy /* sends", () => {
    const withoutNotFound = new Map(pages);
    withoutNotFound.delete("404.html");
    expect(() => headerRules(withoutNotFound)).toThrow(/404\.html/);
  });
});

describe("headerRules with a folder's not-found page", () => {
  const spanishNotFoundHash = sha256Source("noEncontrado()");
  const spanishPageHash = sha256Source("paquetes()");
  const withSpanish = new Map(pages);
  withSpanish.set("es/plus.html", {
    scripts: [spanishPageHash],
    styles: [],
    styleAttributes: [],
  });
  withSpanish.set("es/404.html", {
    scripts: [spanishNotFoundHash],
    styles: [],
    styleAttributes: [],
  });
  const rules = headerRules(withSpanish);

  it("sends the folder's unknown URLs the policy of its not-found page, in place of the site's", () => {
    expect(rules.get("/es/*")).toEqual({
      detach: [CSP],
      headers: {
        [CSP]: contentSecurityPolicy(withSpanish.get("es/404.html"), overHttps),
      },
    });
  });

  it("lists it after /* and before the folder's pages, whose rules replace it", () => {
    const order = [...rules.keys()];
    expect(order.indexOf("/es/*")).toBe(1);
    expect(order.indexOf("/es/plus")).toBeGreaterThan(1);
    expect(rules.get("/es/plus")?.detach).toEqual([CSP]);
    expect(rules.get("/es/plus")?.headers[CSP]).toContain(spanishPageHash);
    expect(rules.get("/es/plus")?.headers[CSP]).not.toContain(
      spanishNotFoundHash,
    );
  });

  it("gives the folder's not-found page no address of its own", () => {
    expect(rules.has("/es/404")).toBe(false);
  });
});

describe("formatHeadersFile", () => {
  it("writes rules that read back the same", () => {
    const rules = headerRules(pages);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("takes the CSP off before a page's rule sets its own", () => {
    const text = formatHeadersFile(headerRules(pages));
    expect(text).toMatch(
      /^\/plus\n {2}! Content-Security-Policy\n {2}Cache-Control: no-cache\n {2}Content-Security-Policy: /m,
    );
  });

  it("keeps every line within the hosts' limit however many pages and inline scripts the site has", () => {
    const manyPages = new Map(pages);
    for (let index = 0; index < 300; index += 1) {
      manyPages.set(`plus/page-${index}.html`, {
        scripts: [1, 2, 3, 4].map((n) => sha256Source(`page${index}(${n})`)),
        styles: [1, 2].map((n) => sha256Source(`style${index}(${n})`)),
        styleAttributes: [sha256Source(`color: red${index}`)],
      });
    }
    const lines = formatHeadersFile(headerRules(manyPages)).split("\n");
    expect(lines.length).toBeGreaterThan(1200);
    const longest = Math.max(...lines.map((line) => line.length));
    expect(longest).toBeLessThanOrEqual(MAX_LINE_LENGTH);
  });

  it("refuses a line that static hosts would ignore", () => {
    const rules: HeaderRules = new Map([
      [
        "/*",
        { detach: [], headers: { "X-Long": "x".repeat(MAX_LINE_LENGTH) } },
      ],
    ]);
    expect(() => formatHeadersFile(rules)).toThrow(/longer than/);
  });
});

describe("parseHeadersFile", () => {
  it("reads a detach line as the header it takes off", () => {
    expect(parseHeadersFile("/a\n  ! X-One\n  X-Two: 2\n").get("/a")).toEqual({
      detach: ["X-One"],
      headers: { "X-Two": "2" },
    });
  });

  it("refuses a header line outside any rule", () => {
    expect(() => parseHeadersFile("  X-Two: 2\n")).toThrow(/unexpected/);
  });
});
