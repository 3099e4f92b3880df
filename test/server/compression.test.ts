import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageFileOf } from "../../server/site-files.js";
import {
  type RunningServer,
  SERVER_KINDS,
  builtFile,
  fingerprint,
  sampleTargets,
} from "./support";

const { page, asset, data } = sampleTargets();
const TARGETS = [
  ["a page", page, pageFileOf(page)],
  ["a data file", data, data],
  ["a hashed asset", asset, asset],
] as const;

describe.each(SERVER_KINDS)("compression, %s", (_, start) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());

  for (const [name, urlPath, file] of TARGETS) {
    describe(name, () => {
      const original = builtFile(file);

      it("is sent with brotli to a browser that takes it", async () => {
        const reply = await server.get(urlPath, {
          "accept-encoding": "gzip, deflate, br, zstd",
        });
        expect(reply.headers["content-encoding"]).toBe("br");
        expect(reply.headers.vary).toBe("Accept-Encoding");
        expect(Number(reply.headers["content-length"])).toBe(
          reply.body.byteLength,
        );
        expect(reply.body.byteLength).toBeLessThan(original.byteLength);
        expect(fingerprint(brotliDecompressSync(reply.body))).toBe(
          fingerprint(original),
        );
      });

      it("is sent with gzip to a client without brotli", async () => {
        for (const acceptEncoding of ["gzip", "br;q=0, gzip"]) {
          const reply = await server.get(urlPath, {
            "accept-encoding": acceptEncoding,
          });
          expect(reply.headers["content-encoding"]).toBe("gzip");
          expect(reply.headers.vary).toBe("Accept-Encoding");
          expect(fingerprint(gunzipSync(reply.body))).toBe(
            fingerprint(original),
          );
        }
      });

      it("is sent as built to a client that takes no encoding", async () => {
        const plain: Record<string, string>[] = [
          {},
          { "accept-encoding": "identity" },
        ];
        for (const headers of plain) {
          const reply = await server.get(urlPath, headers);
          expect(reply.headers).not.toHaveProperty("content-encoding");
          expect(reply.headers.vary).toBe("Accept-Encoding");
          expect(fingerprint(reply.body)).toBe(fingerprint(original));
        }
      });
    });
  }

  it("compresses the not-found page too", async () => {
    const reply = await server.get("/plus/nope", { "accept-encoding": "br" });
    expect(reply.status).toBe(404);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(fingerprint(brotliDecompressSync(reply.body))).toBe(
      fingerprint(builtFile("/404.html")),
    );
  });

  it("labels each type, with its charset for text", async () => {
    const types = await Promise.all(
      TARGETS.map(
        async ([, urlPath]) =>
          (await server.get(urlPath)).headers["content-type"],
      ),
    );
    expect(types).toEqual([
      "text/html; charset=utf-8",
      "application/json; charset=utf-8",
      "text/javascript; charset=utf-8",
    ]);
  });
});
