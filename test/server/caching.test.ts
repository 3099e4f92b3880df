import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RunningServer, SERVER_KINDS, sampleTargets } from "./support";

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
