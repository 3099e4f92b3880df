import { readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseHeadersFile } from "../../build-tools/headers-file";
import { parseRedirectsFile } from "../../build-tools/redirects-file";
import { SECURITY_HEADERS } from "../../server/header-policy.js";
import { HEADERS_FILE, REDIRECTS_FILE } from "../../server/site-files.js";
import {
  CLIENT_DIR,
  type RunningServer,
  builtFile,
  rawExchange,
  rawHeaders,
  startServerProcess,
  statusLines,
} from "./support";

const robots = builtFile("/robots.txt").toString("latin1");

let server: RunningServer;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.stop());

/** Sends a raw request head as given, with the blank line that ends it. */
async function raw(head: string) {
  return rawExchange(server.port, `${head}\r\n\r\n`);
}

/** The response carries the whole header policy, as every answer of ours does. */
function expectPolicy(received: string) {
  const headers = rawHeaders(received);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers.get(name.toLowerCase()), name).toBe(value);
  }
  expect(headers.get("content-security-policy")).toMatch(/^default-src 'self'/);
  expect(headers.get("cache-control")).toBe("no-cache");
}

describe("answers Node would give on its own come from the site", () => {
  it("a request without Host answers 400 with the header policy", async () => {
    const { received } = await raw(
      "GET /robots.txt HTTP/1.1\r\nConnection: close",
    );
    expect(statusLines(received)).toEqual(["HTTP/1.1 400 Bad Request"]);
    expectPolicy(received);
  });

  it("HTTP/1.0 may leave Host out", async () => {
    const { received } = await raw("GET /robots.txt HTTP/1.0");
    expect(statusLines(received)).toEqual(["HTTP/1.1 200 OK"]);
    expect(received.endsWith(robots)).toBe(true);
  });

  it("an Expect other than 100-continue answers 417 with the header policy", async () => {
    const { received } = await raw(
      "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\nConnection: close",
    );
    expect(statusLines(received)).toEqual(["HTTP/1.1 417 Expectation Failed"]);
    expectPolicy(received);
  });

  it("CONNECT answers 405 with Allow and the header policy, then closes", async () => {
    const { received, closedByServer } = await raw(
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443",
    );
    expect(statusLines(received)).toEqual(["HTTP/1.1 405 Method Not Allowed"]);
    expect(rawHeaders(received).get("allow")).toBe("GET, HEAD");
    expect(rawHeaders(received).get("connection")).toBe("close");
    expectPolicy(received);
    expect(closedByServer).toBe(true);
  });
});

describe("HTTP versions", () => {
  for (const version of ["2.0", "3.0"]) {
    it(`HTTP/${version} sent over an HTTP/1.1 connection answers 505 with the header policy, then closes`, async () => {
      const { received, closedByServer } = await raw(
        `GET / HTTP/${version}\r\nHost: localhost`,
      );
      expect(statusLines(received)).toEqual([
        "HTTP/1.1 505 HTTP Version Not Supported",
      ]);
      expect(rawHeaders(received).get("connection")).toBe("close");
      expectPolicy(received);
      expect(closedByServer).toBe(true);
    });
  }

  it("a version that is not a version answers 400", async () => {
    const { received } = await raw("GET / HTTP/one\r\nHost: localhost");
    expect(statusLines(received)).toEqual(["HTTP/1.1 400 Bad Request"]);
  });

  it("HTTP/1.1 and HTTP/1.0 are served", async () => {
    for (const version of ["1.1", "1.0"]) {
      const { received } = await raw(
        `GET /robots.txt HTTP/${version}\r\nHost: localhost\r\nConnection: close`,
      );
      expect(statusLines(received)).toEqual(["HTTP/1.1 200 OK"]);
    }
  });
});

describe("Host and request forms (RFC 9112 §3.2)", () => {
  it("two Host fields answer 400", async () => {
    const { received } = await raw(
      "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nHost: example.com\r\nConnection: close",
    );
    expect(statusLines(received)).toEqual(["HTTP/1.1 400 Bad Request"]);
    expectPolicy(received);
  });

  for (const host of ["a b c", "exa mple.com", "a/b", "host:80:80", "a@b"]) {
    it(`Host "${host}" answers 400`, async () => {
      const { received } = await raw(
        `GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close`,
      );
      expect(statusLines(received)).toEqual(["HTTP/1.1 400 Bad Request"]);
    });
  }

  for (const host of [
    "localhost",
    "localhost:3000",
    "127.0.0.1",
    "[::1]:8080",
  ]) {
    it(`Host "${host}" is served`, async () => {
      const { received } = await raw(
        `GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close`,
      );
      expect(statusLines(received)).toEqual(["HTTP/1.1 200 OK"]);
    });
  }

  it("an absolute-form request is served", async () => {
    const { received } = await raw(
      "GET http://www.keystonetv.example/robots.txt HTTP/1.1\r\nHost: www.keystonetv.example\r\nConnection: close",
    );
    expect(statusLines(received)).toEqual(["HTTP/1.1 200 OK"]);
    expect(received.endsWith(robots)).toBe(true);
    const home = await raw(
      "GET http://www.keystonetv.example HTTP/1.1\r\nHost: www.keystonetv.example\r\nConnection: close",
    );
    expect(statusLines(home.received)).toEqual(["HTTP/1.1 200 OK"]);
    expect(home.received).toContain("<title>");
  });

  it("a bad Transfer-Encoding on a GET never gets a second status line", async () => {
    const { received, closedByServer } = await rawExchange(
      server.port,
      "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: xchunked\r\n\r\n",
    );
    expect(statusLines(received).length).toBeLessThanOrEqual(1);
    expect(closedByServer).toBe(true);
  });

  it("a malformed request after a finished answer still gets its own 400", async () => {
    const { received, closedByServer } = await rawExchange(
      server.port,
      "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n",
    );
    expect(statusLines(received)).toEqual([
      "HTTP/1.1 200 OK",
      "HTTP/1.1 400 Bad Request",
    ]);
    expect(closedByServer).toBe(true);
  });
});

describe("request fields, however the client writes them", () => {
  const data = "/json/channels/channels.json";

  it("field names are matched in any case", async () => {
    const plain = await server.get(data, { "accept-encoding": "identity" });
    const etag = String(plain.headers.etag);
    const lastModified = String(plain.headers["last-modified"]);
    const answers = await Promise.all(
      [
        `HOST: localhost\r\nACCEPT-ENCODING: br`,
        `host: localhost\r\naccept-encoding: identity\r\nIF-NONE-MATCH: ${etag}`,
        `Host: localhost\r\nAccept-Encoding: identity\r\nIF-MODIFIED-SINCE: ${lastModified}`,
        `Host: localhost\r\nAccept-Encoding: identity\r\nRANGE: bytes=0-1`,
      ].map((fields) =>
        raw(`GET ${data} HTTP/1.1\r\n${fields}\r\nConnection: close`),
      ),
    );
    const [compressed, byEtag, byDate, ranged] = answers.map(
      ({ received }) => received,
    );
    expect(statusLines(compressed ?? "")).toEqual(["HTTP/1.1 200 OK"]);
    expect(rawHeaders(compressed ?? "").get("content-encoding")).toBe("br");
    expect(statusLines(byEtag ?? "")).toEqual(["HTTP/1.1 304 Not Modified"]);
    expect(statusLines(byDate ?? "")).toEqual(["HTTP/1.1 304 Not Modified"]);
    expect(statusLines(ranged ?? "")).toEqual(["HTTP/1.1 206 Partial Content"]);
  });

  it("repeated Accept-Encoding fields are one list, in their order", async () => {
    for (const [fields, expected] of [
      ["Accept-Encoding: br;q=0.5\r\nAccept-Encoding: gzip", "gzip"],
      ["Accept-Encoding: gzip;q=0.5\r\nAccept-Encoding: br;q=0.1", "gzip"],
      ["Accept-Encoding: identity\r\nAccept-Encoding: br", "br"],
    ] as const) {
      const { received } = await raw(
        `GET ${data} HTTP/1.1\r\nHost: localhost\r\n${fields}\r\nConnection: close`,
      );
      expect(rawHeaders(received).get("content-encoding"), fields).toBe(
        expected,
      );
    }
  });

  it("a path with encoded letters, or with a query, names the same file", async () => {
    const plain = await server.get(data, { "accept-encoding": "identity" });
    for (const target of [
      "/json/channels/channels%2Ejson",
      "/%6Ason/channels/channels.json",
      `${data}?v=2`,
    ]) {
      const reply = await server.get(target, { "accept-encoding": "identity" });
      expect(reply.status, target).toBe(200);
      expect(reply.headers.etag, target).toBe(plain.headers.etag);
    }
  });
});

describe("long, encoded and slashed paths", () => {
  it("a 100 KB URL answers 414 with the header policy", async () => {
    const { received } = await raw(
      `GET /${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost`,
    );
    expect(statusLines(received)).toEqual(["HTTP/1.1 414 URI Too Long"]);
    expectPolicy(received);
  });

  it("a 100 KB header field still answers 431", async () => {
    const { received } = await raw(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(100 * 1024)}`,
    );
    expect(statusLines(received)).toEqual([
      "HTTP/1.1 431 Request Header Fields Too Large",
    ]);
  });

  it("an encoded slash is not a path separator: 404", async () => {
    for (const urlPath of [
      "/json%2Fchannels%2Fchannels.json",
      "/json/channels%2fchannels.json",
      "/plus%2Fchannels",
    ]) {
      expect((await server.get(urlPath)).status, urlPath).toBe(404);
    }
    expect(
      (await server.get("/json/channels/channels.json?next=%2F")).status,
    ).toBe(200);
  });

  it("redirects /plus/ to /plus, the canonical URL, as the static hosts do", async () => {
    const [plain, slashed] = await Promise.all([
      server.get("/plus", { "accept-encoding": "identity" }),
      server.get("/plus/?pkg=elite", { "accept-encoding": "identity" }),
    ]);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toMatch(
      /<link rel="canonical" href="https:\/\/[^"/]+\/plus"\/>/,
    );
    expect(slashed.status).toBe(308);
    expect(slashed.headers.location).toBe("/plus?pkg=elite");
    // Cloudflare Pages answers "/plus/" so for "plus.html"; the static hosts'
    // _redirects says the same for Netlify, and no page rule names "/plus/".
    const redirects = parseRedirectsFile(
      readFileSync(path.join(CLIENT_DIR, REDIRECTS_FILE), "utf8"),
    );
    expect(redirects).toContainEqual({
      from: "/plus/",
      to: "/plus",
      status: 308,
    });
    const rules = parseHeadersFile(
      readFileSync(path.join(CLIENT_DIR, HEADERS_FILE), "utf8"),
    );
    expect(rules.has("/plus/")).toBe(false);
    // The same policy, plus the upgrade that only HTTPS-only hosts send.
    expect(rules.get("/plus")?.headers["Content-Security-Policy"]).toBe(
      `${String(plain.headers["content-security-policy"])}; upgrade-insecure-requests`,
    );
  });
});
