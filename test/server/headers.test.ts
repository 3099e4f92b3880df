import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inlineHashes } from "../../build-tools/inline-hashes";
import { htmlFiles, sampledHtmlFiles } from "../../scripts/lib/site-pages.js";
import { PACKAGE_PAGES_FOLDER, PATHS } from "../../app/config/paths";
import { LOCALES, localizedPath } from "../../app/i18n/locale";
import {
  ABSENT_HEADERS,
  CSP_MANIFEST_FILE,
} from "../../server/header-policy.js";
import {
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

const EXACT_HEADERS = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
};
const STRICT_REFERRER_POLICIES = [
  "strict-origin-when-cross-origin",
  "strict-origin",
  "same-origin",
  "no-referrer",
];

/** The directives of a CSP header, by name. */
function cspDirectives(reply: Reply): Map<string, string[]> {
  const header = reply.headers["content-security-policy"];
  expect(typeof header, "Content-Security-Policy").toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function scriptHashes(reply: Reply): string[] {
  return (cspDirectives(reply).get("script-src") ?? [])
    .filter((source) => source.startsWith("'sha256-"))
    .map((source) => source.slice(1, -1))
    .sort();
}

let server: RunningServer;
const { page, asset, data } = sampleTargets();

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.stop());

describe("headers on every response", () => {
  const cases: [string, () => Promise<Reply>, number][] = [
    ["the home page", () => server.get("/"), 200],
    ["a page", () => server.get(page), 200],
    ["a data file", () => server.get(data), 200],
    ["a hashed asset", () => server.get(asset), 200],
    ["the not-found page", () => server.get("/plus/nope"), 404],
    ["a missing asset", () => server.get("/assets/nope.js"), 404],
    ["a missing data file", () => server.get("/json/nope.json"), 404],
    ["a bad request", () => server.get("/%E0%A4%A"), 400],
    ["a POST", () => server.send("POST", "/"), 405],
    ["a HEAD", () => server.send("HEAD", page), 200],
    [
      "a revalidation",
      async () => {
        const first = await server.get(page);
        return server.get(page, {
          "if-none-match": String(first.headers.etag),
        });
      },
      304,
    ],
    ["a byte range", () => server.get(asset, { range: "bytes=0-0" }), 206],
    [
      "an unsatisfiable range",
      () => server.get(asset, { range: "bytes=999999-" }),
      416,
    ],
  ];

  for (const [name, fetchReply, status] of cases) {
    it(`${name} (${status}) carries the whole policy`, async () => {
      const reply = await fetchReply();
      expect(reply.status).toBe(status);
      expect(reply.headers).toMatchObject(EXACT_HEADERS);
      for (const name of ABSENT_HEADERS) {
        expect(reply.headers[name.toLowerCase()], name).toBeUndefined();
      }
      expect(STRICT_REFERRER_POLICIES).toContain(
        reply.headers["referrer-policy"],
      );
      const features = String(reply.headers["permissions-policy"]).split(", ");
      for (const feature of [
        "camera",
        "microphone",
        "geolocation",
        "payment",
      ]) {
        expect(features).toContain(`${feature}=()`);
      }
      const csp = cspDirectives(reply);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      // The server speaks plain HTTP, where WebKit would upgrade loopback too.
      expect(csp.has("upgrade-insecure-requests")).toBe(false);
      expect(csp.get("script-src")?.[0]).toBe("'self'");
      expect(String(reply.headers["content-security-policy"])).not.toContain(
        "unsafe-inline",
      );
      expect(reply.headers).not.toHaveProperty("x-powered-by");
      expect(reply.headers).not.toHaveProperty("server");
    });
  }
});

/** The folders of the pages built from the data, one route each: `/plus/channels/`. */
const DATA_PAGE_FOLDERS = LOCALES.flatMap((locale) =>
  [PATHS.channels, PATHS.instructions, PACKAGE_PAGES_FOLDER].map(
    (folder) => `${localizedPath(folder, locale)}/`,
  ),
);

describe("each page's CSP", () => {
  const manifest = readCspManifest(path.join(BUILD_DIR, CSP_MANIFEST_FILE));
  // Every screen, and of the pages built one per channel and per device
  // platform the first, second and last of each folder: one function writes
  // each kind, so a few stand for the rest, and the requests do not grow with
  // the lineup.
  const sampled = new Set(sampledHtmlFiles(CLIENT_DIR));
  const pages = [...manifest.keys()]
    .filter((file) => sampled.has(file))
    .flatMap((file) => urlPathsOf(file, () => false));
  const folderOf = (urlPath: string) =>
    DATA_PAGE_FOLDERS.find((folder) => urlPath.startsWith(folder));
  /** Each page's reply, and the inline scripts it and each data folder's not-found page hold. */
  const replies = new Map<string, Reply>();
  const held = new Map<string, string[]>();

  beforeAll(async () => {
    for (const urlPath of pages) {
      const reply = await server.get(urlPath);
      replies.set(urlPath, reply);
      held.set(urlPath, inlineHashes(reply.body.toString()).scripts);
    }
    for (const folder of DATA_PAGE_FOLDERS) {
      const reply = await server.get(`${folder}no-such-page`);
      expect(reply.status).toBe(404);
      held.set(folder, inlineHashes(reply.body.toString()).scripts);
    }
  });

  /**
   * The inline scripts a page's policy allows: its own; for a page built
   * from the data, those of every page of its folder and of the not-found
   * page sent at unknown URLs there, as static hosts give them one rule.
   */
  function allowedScripts(urlPath: string): string[] {
    const folder = folderOf(urlPath);
    const sharing = folder
      ? [...pages.filter((other) => folderOf(other) === folder), folder]
      : [urlPath];
    return [...new Set(sharing.flatMap((key) => held.get(key) ?? []))].sort();
  }

  it("covers every pre-rendered page", () => {
    expect([...manifest.keys()].sort()).toEqual(htmlFiles(CLIENT_DIR));
    expect(pages).toContain("/");
    expect(pages).toContain("/plus/channels");
    expect(pages).toContain("/es/plus/channels");
    for (const folder of DATA_PAGE_FOLDERS) {
      expect(pages.some((urlPath) => folderOf(urlPath) === folder)).toBe(true);
    }
  });

  for (const urlPath of pages) {
    const shared = folderOf(urlPath)
      ? ", those of the other pages of its route and of the not-found page sent beside them"
      : "";
    it(`${urlPath} allows exactly the inline scripts it holds${shared}`, () => {
      const reply = replies.get(urlPath);
      if (!reply) throw new Error(`No reply for ${urlPath}.`);
      expect(reply.status).toBe(200);
      const own = held.get(urlPath) ?? [];
      expect(own.length).toBeGreaterThan(0);
      expect(scriptHashes(reply)).toEqual(allowedScripts(urlPath));
      expect(scriptHashes(reply)).toEqual(expect.arrayContaining(own));
    });
  }

  it("on the not-found page allows exactly its own inline scripts", async () => {
    const reply = await server.get("/no/such/page");
    expect(reply.status).toBe(404);
    expect(scriptHashes(reply)).toEqual(
      inlineHashes(reply.body.toString()).scripts.sort(),
    );
    expect(scriptHashes(reply)).toEqual(
      [...(manifest.get(NOT_FOUND_FILE)?.scripts ?? [])].sort(),
    );
  });

  it("differs between pages whose inline scripts differ", async () => {
    const [home, plus] = await Promise.all([
      server.get("/"),
      server.get("/plus"),
    ]);
    expect(scriptHashes(home)).not.toEqual(scriptHashes(plus));
  });

  it("allows no inline script at all on assets and data", async () => {
    for (const urlPath of [asset, data]) {
      expect(scriptHashes(await server.get(urlPath))).toEqual([]);
    }
  });
});
