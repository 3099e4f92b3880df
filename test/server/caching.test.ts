import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type RunningServer,
  SERVER_KINDS,
  copyBuild,
  sampleTargets,
  startInProcess,
} from "./support";

const { page, asset, data } = sampleTargets();
const REVALIDATED = [
  ["the home page", "/"],
  ["a page", page],
  ["a data file", data],
] as const;

describe.each(SERVER_KINDS)("caching, %s", (_, start) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());

  it("caches hashed assets for a year, immutable", async () => {
    const reply = await server.get(asset);
    expect(reply.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("makes the not-found page revalidate", async () => {
    const reply = await server.get("/plus/nope");
    expect(reply.status).toBe(404);
    expect(reply.headers["cache-control"]).toBe("no-cache");
  });

  for (const [name, urlPath] of REVALIDATED) {
    describe(name, () => {
      it("is revalidated, with an ETag and a Last-Modified", async () => {
        const reply = await server.get(urlPath);
        expect(reply.headers["cache-control"]).toBe("no-cache");
        expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
        expect(
          Date.parse(String(reply.headers["last-modified"])),
        ).not.toBeNaN();
      });

      it("answers 304 to its ETag, for each encoding, without a body", async () => {
        for (const encoding of ["br", "gzip", "identity"]) {
          const headers = { "accept-encoding": encoding };
          const first = await server.get(urlPath, headers);
          const reply = await server.get(urlPath, {
            ...headers,
            "if-none-match": String(first.headers.etag),
          });
          expect(reply.status).toBe(304);
          expect(reply.body.byteLength).toBe(0);
          expect(reply.headers.etag).toBe(first.headers.etag);
          expect(reply.headers["cache-control"]).toBe("no-cache");
          expect(reply.headers.vary).toBe("Accept-Encoding");
        }
      });

      it("answers 304 to a list holding its ETag, spaced with tabs or spaces (RFC 9110 §5.6.1)", async () => {
        const first = await server.get(urlPath, { "accept-encoding": "br" });
        const etag = String(first.headers.etag);
        for (const list of [
          `"a",\t${etag}`,
          `"a" ,\t ${etag}`,
          `"a", ${etag}`,
        ]) {
          const reply = await server.get(urlPath, {
            "accept-encoding": "br",
            "if-none-match": list,
          });
          expect(reply.status, list).toBe(304);
        }
      });

      it("answers 304 to its Last-Modified date", async () => {
        const first = await server.get(urlPath);
        const reply = await server.get(urlPath, {
          "if-modified-since": String(first.headers["last-modified"]),
        });
        expect(reply.status).toBe(304);
      });

      it("answers 200 in full to an old ETag or an old date", async () => {
        const stale: Record<string, string>[] = [
          { "if-none-match": '"an-old-version"' },
          { "if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT" },
        ];
        for (const headers of stale) {
          const reply = await server.get(urlPath, headers);
          expect(reply.status).toBe(200);
          expect(reply.body.byteLength).toBeGreaterThan(0);
        }
      });

      it("answers 412 to an If-Match that names no current ETag, and serves one that does (RFC 9110 §13.1.1)", async () => {
        const first = await server.get(urlPath, { "accept-encoding": "br" });
        const etag = String(first.headers.etag);
        const failing = ['"nope"', `W/${etag}`, '"nope", "other"'];
        for (const value of failing) {
          const reply = await server.get(urlPath, {
            "accept-encoding": "br",
            "if-match": value,
          });
          expect(reply.status, value).toBe(412);
          expect(reply.body.toString()).toBe("Precondition Failed\n");
          expect(reply.headers["x-content-type-options"]).toBe("nosniff");
        }
        for (const value of [etag, `"nope", ${etag}`, "*"]) {
          const reply = await server.get(urlPath, {
            "accept-encoding": "br",
            "if-match": value,
          });
          expect(reply.status, value).toBe(200);
        }
      });

      it("answers 412 to an If-Unmodified-Since before its Last-Modified date, and serves one at or after it (RFC 9110 §13.1.4)", async () => {
        const first = await server.get(urlPath);
        const lastModified = String(first.headers["last-modified"]);
        const past = await server.get(urlPath, {
          "if-unmodified-since": "Thu, 01 Jan 1970 00:00:00 GMT",
        });
        expect(past.status).toBe(412);
        for (const value of [lastModified, "Fri, 31 Dec 9999 23:59:59 GMT"]) {
          const reply = await server.get(urlPath, {
            "if-unmodified-since": value,
          });
          expect(reply.status, value).toBe(200);
        }
        // A value that is not a date is ignored.
        const notADate = await server.get(urlPath, {
          "if-unmodified-since": "yesterday",
        });
        expect(notADate.status).toBe(200);
      });

      it("weighs the preconditions in the order of RFC 9110 §13.2.2", async () => {
        const first = await server.get(urlPath);
        const etag = String(first.headers.etag);
        // A matching If-Match makes If-Unmodified-Since irrelevant.
        const matched = await server.get(urlPath, {
          "if-match": etag,
          "if-unmodified-since": "Thu, 01 Jan 1970 00:00:00 GMT",
        });
        expect(matched.status).toBe(200);
        // A failing If-Match wins over a current If-None-Match: 412, not 304.
        const failed = await server.get(urlPath, {
          "if-match": '"nope"',
          "if-none-match": etag,
        });
        expect(failed.status).toBe(412);
        // Both hold: If-None-Match then gives its 304.
        const notModified = await server.get(urlPath, {
          "if-match": etag,
          "if-none-match": etag,
        });
        expect(notModified.status).toBe(304);
        // A failing precondition wins over a Range: 412, not 206.
        const ranged = await server.get(urlPath, {
          "if-match": '"nope"',
          range: "bytes=0-0",
        });
        expect(ranged.status).toBe(412);
      });

      it("ignores preconditions where the answer is not the file: 404", async () => {
        const reply = await server.get(`${urlPath}-missing.json`, {
          "if-match": '"nope"',
        });
        expect(reply.status).toBe(404);
      });

      it("does not answer 304 to one encoding's ETag for another", async () => {
        const br = await server.get(urlPath, { "accept-encoding": "br" });
        const reply = await server.get(urlPath, {
          "accept-encoding": "identity",
          "if-none-match": String(br.headers.etag),
        });
        expect(reply.status).toBe(200);
      });
    });
  }
});

describe("caching, a data file too small to compress", () => {
  // The build writes no .br or .gz that would not be smaller than the file,
  // as for the record of changes while it holds no entry: the file as built
  // is then the one representation, sent whatever the client takes.
  const urlPath = "/json/tiny/tiny.json";
  let server: RunningServer;
  let remove: () => void;
  beforeAll(async () => {
    const copy = copyBuild();
    remove = copy.remove;
    const folder = path.join(copy.dir, "client/json/tiny");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "tiny.json"), "[]\n");
    server = await startInProcess({ buildDir: copy.dir });
  });
  afterAll(async () => {
    await server?.stop();
    remove?.();
  });

  it("has one ETag, which answers 304 whatever encoding is asked for", async () => {
    const br = await server.get(urlPath, { "accept-encoding": "br" });
    expect(br.status).toBe(200);
    expect(br.headers).not.toHaveProperty("content-encoding");
    expect(br.headers.vary).toBe("Accept-Encoding");
    for (const encoding of ["br", "gzip", "identity"]) {
      const reply = await server.get(urlPath, {
        "accept-encoding": encoding,
        "if-none-match": String(br.headers.etag),
      });
      expect(reply.status, encoding).toBe(304);
      expect(reply.headers.etag).toBe(br.headers.etag);
    }
  });
});
