import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CSP_MANIFEST_FILE } from "../../server/header-policy.js";
import {
  CLIENT_DIR,
  PROJECT_DIR,
  type RunningServer,
  copyBuild,
  sampleTargets,
  startInProcess,
  startServerProcess,
} from "./support";

const SECRET = "planted-secret-6d1f";
const { page, asset, data } = sampleTargets();

let server: RunningServer;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.stop());

describe("statuses", () => {
  for (const urlPath of [
    "/nope",
    "/plus/nope",
    "/plus/channels/x/y",
    "/404",
    "/404.html",
  ]) {
    it(`${urlPath} answers 404 with the error screen`, async () => {
      const reply = await server.get(urlPath);
      expect(reply.status).toBe(404);
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(reply.body.toString()).toContain("Not Found</h1>");
    });
  }

  for (const urlPath of [
    "/assets/nope.js",
    "/json/nope.json",
    "/json/channels/nope.json",
    "/favicon-nope.ico",
  ]) {
    it(`${urlPath} answers a plain 404, never HTML`, async () => {
      const reply = await server.get(urlPath);
      expect(reply.status).toBe(404);
      expect(reply.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(reply.body.toString()).toBe("Not Found\n");
    });
  }

  it("serves pages at their address, whatever the query", async () => {
    for (const urlPath of [page, `${page}?pkg=elite`]) {
      expect((await server.get(urlPath)).status).toBe(200);
    }
  });

  it("redirects a page's other addresses to it with a 308, keeping the query", async () => {
    const redirects: [string, string][] = [
      [`${page}/`, page],
      [`${page}/?pkg=elite&x=%2F`, `${page}?pkg=elite&x=%2F`],
      [`${page}.html`, page],
      ["/index.html", "/"],
      ["/index.html?ch=59", "/?ch=59"],
    ];
    for (const [urlPath, location] of redirects) {
      const reply = await server.get(urlPath);
      expect(reply.status, urlPath).toBe(308);
      expect(reply.headers.location, urlPath).toBe(location);
    }
  });

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    it(`${method} answers 405 with Allow`, async () => {
      const reply = await server.send(method, page);
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD");
    });
  }

  it("HEAD answers with GET's headers and no body", async () => {
    for (const urlPath of [page, asset, data, "/nope"]) {
      const headers = { "accept-encoding": "br" };
      const [get, head] = await Promise.all([
        server.get(urlPath, headers),
        server.send("HEAD", urlPath, headers),
      ]);
      expect(head.status).toBe(get.status);
      expect(head.body.byteLength).toBe(0);
      expect({ ...head.headers, date: "" }).toEqual({
        ...get.headers,
        date: "",
      });
    }
  });

  it("does not serve the files that are not part of the site", async () => {
    for (const urlPath of [
      "/_headers",
      "/_redirects",
      `/${CSP_MANIFEST_FILE}`,
      "/index.html.br",
      "/404.html.gz",
    ]) {
      expect((await server.get(urlPath)).status).toBe(404);
    }
  });
});

/** Writes raw bytes to the server and reads its whole answer. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("requests Node cannot parse", () => {
  const cases: [string, string, number][] = [
    [
      "a malformed header line",
      "GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n",
      400,
    ],
    ["a garbage request line", "HELLO\r\n\r\n", 400],
    [
      "headers larger than the limit",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ];
  for (const [name, bytes, status] of cases) {
    it(`${name} gets ${status} with the security headers`, async () => {
      const answer = await rawExchange(server.port, bytes);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer).toMatch(/^X-Content-Type-Options: nosniff$/m);
      expect(answer).toMatch(/^Content-Security-Policy: default-src 'self'/m);
      expect((await server.get("/")).status).toBe(200);
    });
  }
});

/** Hostile paths, sent as written. */
const PROBES = [
  "/../",
  "/../package.json",
  "/%2e%2e/",
  "/%2e%2e/%2e%2e/package.json",
  "/%2E%2E%2Fpackage.json",
  "/..%2f..%2fpackage.json",
  "/assets/..%2f..%2f..%2fpackage.json",
  "/%5c..%5c..%5cpackage.json",
  "/..%5cpackage.json",
  "//",
  "//etc/passwd",
  "/assets//../../package.json",
  "/%00",
  "/index.html%00.js",
  "/%E0%A4%A",
  `/${"a".repeat(10_000)}`,
  `/assets/${"b".repeat(10_000)}.js`,
  "/.env",
  "/.git/config",
  "/.git/HEAD",
  "/../client-x/",
  "/../client-x/secret.txt",
  "/..%2fclient-x%2fsecret.txt",
  "/../csp.json",
  "/../../secret.txt",
];

describe("hostile paths", () => {
  let planted: RunningServer;
  let remove: () => void;

  beforeAll(async () => {
    // A copy of the build with secrets planted in and beside it.
    const copy = copyBuild();
    remove = copy.remove;
    const client = path.join(copy.dir, "client");
    writeFileSync(path.join(client, ".env"), `TOKEN=${SECRET}\n`);
    mkdirSync(path.join(client, ".git"));
    writeFileSync(path.join(client, ".git/config"), `[core] ${SECRET}\n`);
    writeFileSync(path.join(client, ".git/HEAD"), `${SECRET}\n`);
    mkdirSync(path.join(copy.dir, "client-x"));
    writeFileSync(path.join(copy.dir, "client-x/secret.txt"), SECRET);
    writeFileSync(path.join(copy.dir, "..", "secret.txt"), SECRET);
    planted = await startInProcess({ buildDir: copy.dir });
  });
  afterAll(async () => {
    await planted?.stop();
    remove?.();
  });

  const packageJson = readFileSync(
    path.join(PROJECT_DIR, "package.json"),
    "utf8",
  );
  const cspManifest = readFileSync(
    path.join(CLIENT_DIR, "..", CSP_MANIFEST_FILE),
    "utf8",
  );

  for (const probe of PROBES) {
    const label =
      probe.length > 60
        ? `${probe.slice(0, 40)}… (${probe.length} chars)`
        : probe;
    it(`${label} gets 400 or 404 and leaks nothing`, async () => {
      for (const target of [server, planted]) {
        const reply = await target.get(probe);
        expect([400, 404]).toContain(reply.status);
        const body = reply.body.toString();
        expect(body).not.toContain(SECRET);
        expect(body).not.toContain('"name": "keystone-tv-site"');
        expect(body).not.toBe(packageJson);
        expect(body).not.toBe(cspManifest);
      }
    });
  }

  it("keeps serving after every probe", async () => {
    for (const target of [server, planted]) {
      expect((await target.get("/")).status).toBe(200);
    }
  });
});
