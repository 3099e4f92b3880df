import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  MAX_LINE_LENGTH,
  MAX_RULES,
  UNKNOWN_PAGE,
  hostHeaders,
  parseHeadersFile,
} from "../../build-tools/headers-file";
import { inlineHashes } from "../../build-tools/inline-hashes";
import {
  ABSENT_HEADERS,
  CSP_MANIFEST_FILE,
  SECURITY_HEADERS,
} from "../../server/header-policy.js";
import {
  HEADERS_FILE,
  NOT_FOUND_FILE,
  readCspManifest,
  urlPathsOf,
} from "../../server/site-files.js";
import {
  BUILD_DIR,
  CLIENT_DIR,
  type Reply,
  type RunningServer,
  builtFiles,
  sampleTargets,
  startServerProcess,
} from "./support";

const headersText = readFileSync(path.join(CLIENT_DIR, HEADERS_FILE), "utf8");
const rules = parseHeadersFile(headersText);
const manifest = readCspManifest(path.join(BUILD_DIR, CSP_MANIFEST_FILE));
const everywhere = rules.get("/*")?.headers ?? {};
const { asset, data } = sampleTargets();

/** The sha256 sources of a CSP's script-src. */
function scriptHashes(policy: string | undefined): string[] {
  const scriptSrc = (policy ?? "")
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return (scriptSrc ?? [])
    .filter((source) => source.startsWith("'sha256-"))
    .sort();
}

function header(reply: Reply, name: string): string {
  return String(reply.headers[name.toLowerCase()]);
}

/** The server's policy as HTTPS-only hosts send it: stray `http:` URLs upgraded. */
function overHttps(policy: string): string {
  return `${policy}; upgrade-insecure-requests`;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.stop());

describe("the static hosts' _headers file and 404.html", () => {
  it("ship in the client build", () => {
    expect(existsSync(path.join(CLIENT_DIR, NOT_FOUND_FILE))).toBe(true);
    expect(rules.size).toBeGreaterThan(3);
  });

  it("names none of the headers no response carries", () => {
    for (const name of ABSENT_HEADERS) {
      expect(headersText.toLowerCase()).not.toContain(name.toLowerCase());
    }
  });

  it("has no more rules than static hosts read", () => {
    expect(rules.size).toBeLessThanOrEqual(MAX_RULES);
  });

  it("has no line longer than static hosts read", () => {
    const lines = headersText.split("\n");
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(MAX_LINE_LENGTH);
    }
  });

  it("sends everywhere the headers the server sends on every response", async () => {
    const reply = await server.get(asset);
    const security = Object.entries(everywhere).filter(
      ([name]) => name !== "Content-Security-Policy",
    );
    expect(security.map(([name]) => name).sort()).toEqual(
      Object.keys(SECURITY_HEADERS).sort(),
    );
    for (const [name, value] of security) {
      expect(header(reply, name), name).toBe(value);
    }
  });

  it("gives each page, as a host applies its rules, the CSP and Cache-Control the server sends for it, upgrading over HTTPS", async () => {
    const pages = [...manifest.keys()].flatMap((file) =>
      urlPathsOf(file, () => false),
    );
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const urlPath of pages) {
      const reply = await server.get(urlPath);
      const headers = hostHeaders(rules, urlPath);
      // One value each: a page's rule takes the policy of /* off first.
      expect(headers.get("cache-control"), urlPath).toEqual([
        header(reply, "Cache-Control"),
      ]);
      expect(headers.get("content-security-policy"), urlPath).toEqual([
        overHttps(header(reply, "Content-Security-Policy")),
      ]);
    }
  });

  it("names each screen's page with a rule of its own, and the pages built from the data with a wildcard each", () => {
    const patterns = [...rules.keys()];
    expect(patterns).toContain("/plus/channels");
    expect(patterns).toContain("/es/plus/channels");
    expect(patterns).toContain("/plus/channels/*");
    expect(patterns).toContain("/es/plus/instructions/*");
    expect(
      patterns.some((pattern) => /\/plus\/channels\/[^*]/.test(pattern)),
    ).toBe(false);
  });

  it("gives the .data files a wildcard matches the Cache-Control the server sends, and one policy", async () => {
    const [dataFile] = builtFiles("plus/channels", /\.data$/);
    expect(dataFile).toBeDefined();
    const headers = hostHeaders(rules, dataFile ?? "");
    const reply = await server.get(dataFile ?? "");
    expect(reply.status).toBe(200);
    expect(headers.get("cache-control")).toEqual([
      header(reply, "Cache-Control"),
    ]);
    expect(headers.get("content-security-policy")).toHaveLength(1);
  });

  it("gives unknown URLs a wildcard matches a policy allowing the not-found page the server sends there", async () => {
    for (const folder of ["/plus/channels/", "/es/plus/instructions/roku/"]) {
      const unknown = `${folder}${UNKNOWN_PAGE}`;
      const reply = await server.get(unknown);
      expect(reply.status, unknown).toBe(404);
      const [policy = ""] =
        hostHeaders(rules, unknown).get("content-security-policy") ?? [];
      const notFound = inlineHashes(reply.body.toString());
      const hashes = [...notFound.scripts, ...notFound.styles];
      expect(hashes.length).toBeGreaterThan(1);
      for (const hash of hashes) expect(policy, unknown).toContain(`'${hash}'`);
    }
  });

  it("caches assets and data files as the server does", async () => {
    expect(rules.get("/assets/*")?.headers["Cache-Control"]).toBe(
      header(await server.get(asset), "Cache-Control"),
    );
    expect(rules.get("/json/*")?.headers["Cache-Control"]).toBe(
      header(await server.get(data), "Cache-Control"),
    );
  });

  it("gives unknown URLs the not-found page's own policy, as the server does", async () => {
    const reply = await server.get("/no/such/page");
    expect(reply.status).toBe(404);
    const served = scriptHashes(header(reply, "Content-Security-Policy"));
    expect(served.length).toBeGreaterThan(0);
    expect(scriptHashes(everywhere["Content-Security-Policy"])).toEqual(served);
  });

  it("otherwise has the server's policy wherever it applies", async () => {
    const reply = await server.get("/assets/nope.js");
    const strip = (policy: string) =>
      policy.replace(/ 'sha256-[^']+'/g, "").replace(/ 'unsafe-hashes'/g, "");
    expect(strip(everywhere["Content-Security-Policy"] ?? "")).toBe(
      strip(overHttps(header(reply, "Content-Security-Policy"))),
    );
  });
});
