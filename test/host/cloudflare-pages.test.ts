import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PACKAGE_PAGES_FOLDER, PATHS } from "../../app/config/paths";
import { LOCALES, localizedPath } from "../../app/i18n/locale";
import {
  DATA_PAGE_PATHS,
  ENGLISH_PAGE_PATHS,
  PAGE_PATHS,
} from "../../build-tools/site-paths";
import {
  MAX_LINE_LENGTH,
  MAX_RULES,
  hostHeaders,
  parseHeadersFile,
} from "../../build-tools/headers-file";
import {
  ABSENT_HEADERS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SECURITY_HEADERS,
} from "../../server/header-policy.js";
import { HEADERS_FILE } from "../../server/site-files.js";
import { routePaths } from "../../scripts/lib/site-pages.js";
import { CLIENT_DIR } from "../server/support";
import { type PagesDev, type Reply, startPagesDev } from "./pages-dev";

// The build served as Cloudflare Pages serves it: every screen of both
// languages and a sample of the pages built from the data at their canonical
// addresses, one Content-Security-Policy per response that lets the page's
// inline scripts run and its inline styles apply, the cache rules of
// _headers, and the not-found screen of the URL's language with status 404.

/** Items spread evenly over a list, its first and last among them: the same every run. */
function spread<T>(items: readonly T[], count: number): T[] {
  const last = items.length - 1;
  const positions = new Set(
    Array.from({ length: count }, (_, index) =>
      Math.round((index * last) / (count - 1)),
    ),
  );
  return [...positions].flatMap((position) => items.at(position) ?? []);
}

/** Pages sampled of each kind built from the data, in each language. */
const SAMPLED_PER_KIND = 5;
const SCREENS = Object.values(PATHS);
const DATA_PAGE_KINDS = [
  PATHS.channels,
  PATHS.instructions,
  PACKAGE_PAGES_FOLDER,
].map((folder) =>
  DATA_PAGE_PATHS.filter((pagePath) => pagePath.startsWith(`${folder}/`)),
);
const ROUTES = LOCALES.flatMap((locale) =>
  [
    ...SCREENS,
    ...DATA_PAGE_KINDS.flatMap((pages) => spread(pages, SAMPLED_PER_KIND)),
  ].map((pagePath) => localizedPath(pagePath, locale)),
);
const UNKNOWN_URLS = [
  { urlPath: "/no-such-page", lang: "en", heading: "Not Found</h1>" },
  { urlPath: "/plus/no-such-page", lang: "en", heading: "Not Found</h1>" },
  // Under the wildcard rules of the pages built from the data.
  {
    urlPath: "/plus/channels/no-such-channel",
    lang: "en",
    heading: "Not Found</h1>",
  },
  {
    urlPath: "/plus/instructions/streaming/no-such-platform",
    lang: "en",
    heading: "Not Found</h1>",
  },
  { urlPath: "/es/no-such-page", lang: "es", heading: "No encontrado</h1>" },
  {
    urlPath: "/es/plus/no/such/page",
    lang: "es",
    heading: "No encontrado</h1>",
  },
  {
    urlPath: "/es/plus/channels/no-such-channel",
    lang: "es",
    heading: "No encontrado</h1>",
  },
  {
    urlPath: "/es/plus/instructions/no-such-device",
    lang: "es",
    heading: "No encontrado</h1>",
  },
];
const headersText = readFileSync(path.join(CLIENT_DIR, HEADERS_FILE), "utf8");
const rules = parseHeadersFile(headersText);

type Node = DefaultTreeAdapterTypes.ChildNode;

interface InlineCode {
  /** Inline scripts, each with its `type` attribute ("" when it has none). */
  scripts: { type: string; text: string }[];
  styles: string[];
}

/** Every inline `<script>` (no `src`) and `<style>` of a document, as a browser parses it. */
function inlineCode(html: string): InlineCode {
  const found: InlineCode = { scripts: [], styles: [] };
  const text = (node: DefaultTreeAdapterTypes.Element) =>
    node.childNodes
      .map((child) => ("value" in child ? child.value : ""))
      .join("");
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!("tagName" in node)) continue;
      const attribute = (name: string) =>
        node.attrs.find((attr) => attr.name === name)?.value;
      if (node.tagName === "script" && attribute("src") === undefined) {
        found.scripts.push({ type: attribute("type") ?? "", text: text(node) });
      }
      if (node.tagName === "style") found.styles.push(text(node));
      visit(node.childNodes);
      if ("content" in node) visit(node.content.childNodes);
    }
  };
  visit(parse(html).childNodes);
  return found;
}

/** Script types the pages use that browsers run, and so CSP checks. */
const EXECUTABLE_TYPES = ["", "module", "text/javascript"];
/** Script types the pages use for data the browser never runs (JSON-LD), which CSP never checks. */
const DATA_BLOCK_TYPES = ["application/ld+json"];

/** The one Content-Security-Policy of a response; fails on none or several. */
function onePolicy(reply: Reply): string {
  const lines = reply.headerLines.filter(
    ([name]) => name === "content-security-policy",
  );
  expect(lines).toHaveLength(1);
  const [[, policy = ""] = []] = lines;
  // Policies joined into one header line are separated by commas.
  expect(policy).not.toContain(",");
  return policy;
}

/** The sources of one directive of a policy. */
function sources(policy: string, directive: string): string[] {
  return (
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive) ?? []
  );
}

const hashSource = (code: string) =>
  `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

/**
 * Checks that the one policy lets every inline script of the HTML that
 * browsers run run, and every inline style apply. A data block (JSON-LD)
 * needs no hash: browsers never run it, so CSP never checks it.
 */
function expectInlineCodeAllowed(reply: Reply): void {
  const policy = onePolicy(reply);
  const { scripts, styles } = inlineCode(reply.body);
  const executable = scripts.filter(({ type }) =>
    EXECUTABLE_TYPES.includes(type),
  );
  expect(executable.length).toBeGreaterThan(0);
  for (const { type, text } of scripts) {
    expect(
      [...EXECUTABLE_TYPES, ...DATA_BLOCK_TYPES],
      text.slice(0, 60),
    ).toContain(type);
  }
  for (const { text } of executable) {
    expect(sources(policy, "script-src"), text.slice(0, 60)).toContain(
      hashSource(text),
    );
  }
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) {
    expect(sources(policy, "style-src"), style.slice(0, 60)).toContain(
      hashSource(style),
    );
  }
}

let host: PagesDev;
let processes: string[] = [];
beforeAll(async () => {
  host = await startPagesDev(CLIENT_DIR);
  processes = host.processes();
});
afterAll(async () => {
  // Fails when any process wrangler started outlives it.
  await host?.stop();
  expect(host.processes()).toEqual([]);
});

it("serves with workerd, the runtime of Cloudflare's hosts", () => {
  expect(processes.some((line) => line.endsWith(" workerd"))).toBe(true);
});

describe("_headers", () => {
  const lines = headersText.split("\n");

  it("holds no more rules than Cloudflare Pages reads", () => {
    // As Cloudflare Pages reads them: a line starting with "/" opens a rule.
    const opened = lines.filter((line) => line.trim().startsWith("/"));
    expect(opened).toHaveLength(rules.size);
    expect(rules.size).toBeLessThanOrEqual(MAX_RULES);
  });

  it("holds no line longer than Cloudflare Pages reads", () => {
    const longest = Math.max(...lines.map((line) => line.length));
    expect(longest).toBeLessThanOrEqual(MAX_LINE_LENGTH);
  });
});

it("samples the pages the build wrote: every screen of both languages, and a spread of each kind built from the data", () => {
  // The lists sampled are the build's pages, no more and no fewer.
  expect([...PAGE_PATHS].sort()).toEqual(routePaths());
  expect([...SCREENS, ...DATA_PAGE_KINDS.flat()]).toEqual(ENGLISH_PAGE_PATHS);
  for (const locale of LOCALES) {
    for (const screen of SCREENS) {
      expect(ROUTES).toContain(localizedPath(screen, locale));
    }
    for (const pages of DATA_PAGE_KINDS) {
      expect(pages.length).toBeGreaterThan(1);
      const sampled = pages
        .map((pagePath) => localizedPath(pagePath, locale))
        .filter((urlPath) => ROUTES.includes(urlPath));
      expect(sampled.length).toBe(Math.min(pages.length, SAMPLED_PER_KIND));
      expect(sampled[0]).toBe(localizedPath(pages[0] ?? "", locale));
      expect(sampled.at(-1)).toBe(localizedPath(pages.at(-1) ?? "", locale));
    }
  }
});

describe.each(ROUTES)("%s", (route) => {
  let reply: Reply;
  beforeAll(async () => {
    reply = await host.get(route);
  });

  it("answers 200 at its canonical address, with no redirect", () => {
    expect(reply.status).toBe(200);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(reply.body).toMatch(/<h1[\s>]/);
  });

  it("carries exactly one Content-Security-Policy, which lets each inline script run and each inline style apply", () => {
    expectInlineCodeAllowed(reply);
  });

  it("revalidates, as _headers declares, and carries the security headers", () => {
    expect(hostHeaders(rules, route).get("cache-control")).toEqual([
      CACHE_REVALIDATE,
    ]);
    expect(reply.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(reply.headers[name.toLowerCase()], name).toBe(value);
    }
    for (const name of ABSENT_HEADERS) {
      expect(reply.headers[name.toLowerCase()], name).toBeUndefined();
    }
  });

  if (route !== "/") {
    it("redirects its trailing-slash address to it with a 308, keeping the query", async () => {
      const slashed = await host.get(`${route}/?from=test&x=1`);
      expect(slashed.status).toBe(308);
      expect(slashed.headers.location).toBe(`${route}?from=test&x=1`);
    });
  }
});

describe("hashed assets", () => {
  it("are cached for a year, immutable, as _headers declares", async () => {
    expect(rules.get("/assets/*")?.headers["Cache-Control"]).toBe(
      CACHE_IMMUTABLE,
    );
    // Packages: a page with scripts as well as stylesheets.
    const page = await host.get("/plus");
    const assets = [
      ...new Set(
        [...page.body.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map(
          ([, href]) => href ?? "",
        ),
      ),
    ];
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const reply = await host.get(asset);
      expect(reply.status, asset).toBe(200);
      expect(reply.headers["cache-control"], asset).toBe(CACHE_IMMUTABLE);
      onePolicy(reply);
    }
  });
});

describe("the .data file of a channel page", () => {
  it("revalidates, as the wildcard rule of its pages declares, under one policy", async () => {
    const [channel = ""] = DATA_PAGE_KINDS[0] ?? [];
    const reply = await host.get(`${channel}.data`);
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    onePolicy(reply);
  });
});

describe("data files", () => {
  it("revalidate, as _headers declares", async () => {
    expect(rules.get("/json/*")?.headers["Cache-Control"]).toBe(
      CACHE_REVALIDATE,
    );
    const reply = await host.get("/json/channels/channels.json");
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe(CACHE_REVALIDATE);
  });
});

describe.each(UNKNOWN_URLS)(
  "the unknown URL $urlPath",
  ({ urlPath, lang, heading }) => {
    it("answers 404 with the not-found screen of its language, whose inline scripts and styles its one policy allows", async () => {
      const reply = await host.get(urlPath);
      expect(reply.status).toBe(404);
      expect(reply.body).toContain(`<html lang="${lang}">`);
      expect(reply.body).toContain(heading);
      expectInlineCodeAllowed(reply);
    });
  },
);

describe("the Spanish pages", () => {
  it("are served in Spanish, whatever language the browser asks for", async () => {
    const reply = await host.get("/es/plus", {
      "Accept-Language": "en-US,en;q=0.9",
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<html lang="es">');
  });
});
