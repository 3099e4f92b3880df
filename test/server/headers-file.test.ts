import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  MAX_LINE_LENGTH,
  parseHeadersFile,
} from "../../build-tools/headers-file";
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

  it("gives each page the CSP and Cache-Control the server sends for it, upgrading over HTTPS", async () => {
    const pages = [...manifest.keys()].flatMap((file) =>
      urlPathsOf(file, () => false),
    );
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const urlPath of pages) {
      const rule = rules.get(urlPath);
      const reply = await server.get(urlPath);
      expect(rule, urlPath).toEqual({
        // The policy of /* comes off first: one policy per response.
        detach: ["Content-Security-Policy"],
        headers: {
          "Cache-Control": header(reply, "Cache-Control"),
          "Content-Security-Policy": overHttps(
            header(reply, "Content-Security-Policy"),
          ),
        },
      });
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
