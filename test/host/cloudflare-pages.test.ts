import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PAGE_PATHS } from "../../build-tools/site-paths";
import { parseHeadersFile } from "../../build-tools/headers-file";
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

// The build served as Cloudflare Pages serves it: every page of both
// languages at its canonical address, one Content-Security-Policy per
// response that lets the page's inline scripts run, the cache rules of
// _headers, and the not-found screen of the URL's language with status 404.

const ROUTES = PAGE_PATHS;
const UNKNOWN_URLS = [
  { urlPath: "/no-such-page", lang: "en", heading: "Not Found</h1>" },
  { urlPath: "/plus/no-such-page", lang: "en", heading: "Not Found</h1>" },
  { urlPath: "/es/no-such-page", lang: "es", heading: "No encontrado</h1>" },
  {
    urlPath: "/es/plus/no/such/page",
    lang: "es",
    heading: "No encontrado</h1>",
  },
];
const rules = parseHeadersFile(
  readFileSync(path.join(CLIENT_DIR, HEADERS_FILE), "utf8"),
);

type Node = DefaultTreeAdapterTypes.ChildNode;

/** The text of every inline `<script>` (no `src`) of a document, as a browser parses it. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!("tagName" in node)) continue;
      if (
        node.tagName === "script" &&
        !node.attrs.some((attribute) => attribute.name === "src")
      ) {
        found.push(
          node.childNodes
            .map((child) => ("value" in child ? child.value : ""))
            .join(""),
        );
      }
      visit(node.childNodes);
      if ("content" in node) visit(node.content.childNodes);
    }
  };
  visit(parse(html).childNodes);
  return found;
}

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

/** Checks that the policy lets every inline script of the HTML run. */
function expectInlineScriptsAllowed(reply: Reply): void {
  const policy = onePolicy(reply);
  const scriptSrc =
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src") ?? [];
  const scripts = inlineScripts(reply.body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    expect(scriptSrc, script.slice(0, 60)).toContain(`'sha256-${hash}'`);
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

it("covers every page the build wrote", () => {
  expect([...ROUTES].sort()).toEqual(routePaths());
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

  it("carries exactly one Content-Security-Policy, which lets each inline script run", () => {
    expectInlineScriptsAllowed(reply);
  });

  it("revalidates, as _headers declares, and carries the security headers", () => {
    expect(rules.get(route)?.headers["Cache-Control"]).toBe(CACHE_REVALIDATE);
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
    it("answers 404 with the not-found screen of its language, whose inline scripts its one policy allows", async () => {
      const reply = await host.get(urlPath);
      expect(reply.status).toBe(404);
      expect(reply.body).toContain(`<html lang="${lang}">`);
      expect(reply.body).toContain(heading);
      expectInlineScriptsAllowed(reply);
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
