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
  MAX_RULES,
  checkHeaderRules,
  formatHeadersFile,
  headerRules,
  hostHeaders,
  parseHeadersFile,
  patternMatches,
  policyHashes,
} from "./headers-file";
import { sha256Source } from "./inline-hashes";
import type { PageGroup } from "./page-groups";

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

  it("refuses more rules than static hosts read", () => {
    const manyPages = new Map(pages);
    for (let index = 0; index < MAX_RULES; index += 1) {
      manyPages.set(`plus/page-${index}.html`, {
        scripts: [sha256Source(`page${index}()`)],
        styles: [],
        styleAttributes: [],
      });
    }
    expect(() => formatHeadersFile(headerRules(manyPages))).toThrow(
      /rules, over the 100 Cloudflare Pages reads/,
    );
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

describe("headerRules with pages a route builds from the data", () => {
  const CHANNELS = 300;
  const pageScript = sha256Source("year()");
  const pageStyle = sha256Source(".channel{}");
  const channelPage = {
    scripts: [pageScript],
    styles: [pageStyle],
    styleAttributes: [],
  };
  const slugs = Array.from({ length: CHANNELS }, (_, index) => `ch-${index}`);
  const withChannels = new Map(pages);
  withChannels.set("plus/channels.html", {
    scripts: [sha256Source("finder()")],
    styles: [],
    styleAttributes: [],
  });
  for (const slug of slugs) {
    withChannels.set(`plus/channels/${slug}.html`, channelPage);
  }
  const groups: PageGroup[] = [
    {
      pattern: "/plus/channels/*",
      routePaths: ["/plus/channels/:slug"],
      urlPaths: slugs.map((slug) => `/plus/channels/${slug}`),
    },
  ];
  const rules = headerRules(withChannels, groups);
  const planned = policyHashes(withChannels, groups);

  it("gives them one wildcard rule, however many there are", () => {
    // One rule for the Channels page and one for the 300 channel pages.
    expect(rules.size).toBe(headerRules(pages).size + 2);
    expect(rules.has("/plus/channels/ch-0")).toBe(false);
    const text = formatHeadersFile(rules);
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(
      Math.max(...text.split("\n").map((line) => line.length)),
    ).toBeLessThanOrEqual(MAX_LINE_LENGTH);
  });

  it("allows their inline code and that of the not-found page, which hosts send at unknown URLs under the pattern", () => {
    const hashes = {
      scripts: [pageScript, notFoundHash],
      styles: [pageStyle],
      styleAttributes: [],
    };
    expect(planned.get("plus/channels/ch-7.html")).toEqual(hashes);
    expect(rules.get("/plus/channels/*")).toEqual({
      detach: [CSP],
      headers: {
        "Cache-Control": CACHE_REVALIDATE,
        [CSP]: contentSecurityPolicy(hashes, overHttps),
      },
    });
    expect(
      hostHeaders(rules, "/plus/channels/no-such-page").get(CSP.toLowerCase()),
    ).toEqual([contentSecurityPolicy(hashes, overHttps)]);
  });

  it("keeps the policy of every page outside the group its own", () => {
    expect(planned.get("plus/channels.html")).toEqual(
      withChannels.get("plus/channels.html"),
    );
    expect(planned.get("404.html")).toEqual(pages.get("404.html"));
    expect(hostHeaders(rules, "/plus/channels").get(CSP.toLowerCase())).toEqual(
      [
        contentSecurityPolicy(
          withChannels.get("plus/channels.html"),
          overHttps,
        ),
      ],
    );
  });

  it("gives each page, as a host applies the rules, exactly one value of each header", () => {
    expect(() =>
      checkHeaderRules(rules, planned, [
        "/plus/channels/ch-0",
        "/plus/channels/ch-0.data",
        "/assets/root-B0nYR8bE.js",
      ]),
    ).not.toThrow();
    for (const urlPath of ["/plus/channels/ch-299", "/plus/channels"]) {
      const headers = hostHeaders(rules, urlPath);
      expect(headers.get("cache-control"), urlPath).toEqual([CACHE_REVALIDATE]);
      expect(headers.get(CSP.toLowerCase())).toHaveLength(1);
    }
  });

  it("lists the union of its pages' hashes where they differ a little", () => {
    const differing = new Map(withChannels);
    const other = sha256Source("other()");
    differing.set("plus/channels/ch-5.html", {
      ...channelPage,
      scripts: [other],
    });
    expect(
      policyHashes(differing, groups).get("plus/channels/ch-0.html"),
    ).toEqual({
      scripts: [pageScript, other, notFoundHash],
      styles: [pageStyle],
      styleAttributes: [],
    });
  });

  it("fails the build, naming two of the pages, where they differ too much for one line", () => {
    const differing = new Map(withChannels);
    for (const slug of slugs) {
      differing.set(`plus/channels/${slug}.html`, {
        ...channelPage,
        scripts: [sha256Source(`ld(${slug})`)],
      });
    }
    expect(() => headerRules(differing, groups)).toThrow(
      /300 pages of \/plus\/channels\/:slug share the rule \/plus\/channels\/\*.*They hold 300 different sets.*compare plus\/channels\/ch-0\.html and plus\/channels\/ch-1\.html/,
    );
  });

  it("puts a page of its own under a group's pattern after the group, taking its headers off", () => {
    const withNewest = new Map(withChannels);
    const newest = {
      scripts: [sha256Source("newest()")],
      styles: [],
      styleAttributes: [],
    };
    withNewest.set("plus/channels/newest.html", newest);
    const own = headerRules(withNewest, groups);
    const order = [...own.keys()];
    expect(order.indexOf("/plus/channels/newest")).toBeGreaterThan(
      order.indexOf("/plus/channels/*"),
    );
    expect(own.get("/plus/channels/newest")?.detach).toEqual([
      "Cache-Control",
      CSP,
    ]);
    expect(() =>
      checkHeaderRules(own, policyHashes(withNewest, groups), []),
    ).not.toThrow();
  });

  it("refuses rules that would give a page the wrong policy", () => {
    const wrong: HeaderRules = new Map(rules);
    wrong.delete("/plus/channels");
    expect(() => checkHeaderRules(wrong, planned, [])).toThrow(
      /\/plus\/channels gets content-security-policy/,
    );
    const joined: HeaderRules = new Map(rules);
    joined.set("/plus/channels/*", {
      detach: [],
      headers: rules.get("/plus/channels/*")?.headers ?? {},
    });
    expect(() => checkHeaderRules(joined, planned, [])).toThrow(
      /gets 2 values of content-security-policy/,
    );
  });

  it("refuses rules that would block the not-found page at an unknown URL under a pattern", () => {
    const ownOnly: HeaderRules = new Map(rules);
    ownOnly.set("/plus/channels/*", {
      detach: [CSP],
      headers: {
        "Cache-Control": CACHE_REVALIDATE,
        [CSP]: contentSecurityPolicy(channelPage, overHttps),
      },
    });
    const plannedOwn = new Map(planned);
    for (const slug of slugs)
      plannedOwn.set(`plus/channels/${slug}.html`, channelPage);
    expect(() => checkHeaderRules(ownOnly, plannedOwn, [])).toThrow(
      /\/plus\/channels\/no-such-page gets a policy without the not-found page's/,
    );
  });
});

describe("patternMatches", () => {
  it.each([
    ["/plus/channels/*", "/plus/channels/espn", true],
    ["/plus/channels/*", "/plus/channels/espn.data", true],
    ["/plus/instructions/*", "/plus/instructions/streaming/roku", true],
    ["/plus/channels/*", "/plus/channels", false],
    ["/plus/channels/*", "/es/plus/channels/espn", false],
    ["/plus/channels", "/plus/channels/espn", false],
    ["/plus.html", "/plusXhtml", false],
    ["/plus/:page", "/plus/faq", true],
    ["/plus/:page", "/plus/channels/espn", false],
  ])("%s matches %s: %s", (pattern, urlPath, expected) => {
    expect(patternMatches(pattern, urlPath)).toBe(expected);
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
