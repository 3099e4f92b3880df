import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type RunningServer,
  SERVER_KINDS,
  builtFile,
  fingerprint,
  sampleTargets,
} from "./support";

const { asset } = sampleTargets();
const file = builtFile(asset);
const size = file.byteLength;

describe.each(SERVER_KINDS)("Range requests, %s", (_, start) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());

  it("needs an asset larger than the ranges asked for", () => {
    expect(size).toBeGreaterThan(500);
    expect(size).toBeLessThan(999_999);
  });

  it("bytes=0-0 answers 206 with the first byte", async () => {
    const reply = await server.get(asset, { range: "bytes=0-0" });
    expect(reply.status).toBe(206);
    expect(reply.headers["content-range"]).toBe(`bytes 0-0/${size}`);
    expect(reply.headers["content-length"]).toBe("1");
    expect(fingerprint(reply.body)).toBe(fingerprint(file.subarray(0, 1)));
  });

  it("bytes=-500 answers 206 with the last 500 bytes", async () => {
    const reply = await server.get(asset, { range: "bytes=-500" });
    expect(reply.status).toBe(206);
    expect(reply.headers["content-range"]).toBe(
      `bytes ${size - 500}-${size - 1}/${size}`,
    );
    expect(fingerprint(reply.body)).toBe(
      fingerprint(file.subarray(size - 500)),
    );
  });

  it("bytes=10- answers 206 with the rest of the file", async () => {
    const reply = await server.get(asset, { range: "bytes=10-" });
    expect(reply.status).toBe(206);
    expect(fingerprint(reply.body)).toBe(fingerprint(file.subarray(10)));
  });

  for (const range of ["bytes=5-1", "bytes=999999-", "bytes=abc", "bytes="]) {
    it(`${range} answers 416 with the size`, async () => {
      const reply = await server.get(asset, { range });
      expect(reply.status).toBe(416);
      expect(reply.headers["content-range"]).toBe(`bytes */${size}`);
    });
  }

  it("a range applies to the file as built, whatever the Accept-Encoding", async () => {
    const reply = await server.get(asset, {
      range: "bytes=0-99",
      "accept-encoding": "br, gzip",
    });
    expect(reply.status).toBe(206);
    expect(reply.headers).not.toHaveProperty("content-encoding");
    expect(fingerprint(reply.body)).toBe(fingerprint(file.subarray(0, 100)));
  });

  it("answers the whole file for other units, several ranges or a stale If-Range", async () => {
    const current = await server.get(asset);
    const whole: Record<string, string>[] = [
      { range: "items=0-1" },
      { range: "bytes=0-1,10-11" },
      { range: "bytes=0-1", "if-range": '"an-old-version"' },
      { range: "bytes=0-1", "if-range": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const headers of whole) {
      const reply = await server.get(asset, headers);
      expect(reply.status).toBe(200);
      expect(fingerprint(reply.body)).toBe(fingerprint(file));
    }
    const fresh = await server.get(asset, {
      range: "bytes=0-1",
      "if-range": String(current.headers.etag),
    });
    expect(fresh.status).toBe(206);
  });

  it("a suffix longer than the file answers 206 with the whole file", async () => {
    const robots = builtFile("/robots.txt");
    for (const target of ["/robots.txt", asset]) {
      const whole = target === asset ? file : robots;
      const reply = await server.get(target, {
        range: `bytes=-${whole.byteLength + 100_000}`,
      });
      expect(reply.status).toBe(206);
      expect(reply.headers["content-range"]).toBe(
        `bytes 0-${whole.byteLength - 1}/${whole.byteLength}`,
      );
      expect(fingerprint(reply.body)).toBe(fingerprint(whole));
    }
    expect(
      (await server.get("/robots.txt", { range: "bytes=-100000" })).headers[
        "content-range"
      ],
    ).toBe(`bytes 0-${robots.byteLength - 1}/${robots.byteLength}`);
    // A zero-length suffix stays unsatisfiable.
    expect((await server.get(asset, { range: "bytes=-0" })).status).toBe(416);
  });

  it("If-Range with a date applies the range only on an exact Last-Modified", async () => {
    const current = await server.get(asset);
    const lastModified = String(current.headers["last-modified"]);
    const exact = await server.get(asset, {
      range: "bytes=0-1",
      "if-range": lastModified,
    });
    expect(exact.status).toBe(206);
    expect(fingerprint(exact.body)).toBe(fingerprint(file.subarray(0, 2)));
    for (const offsetMs of [1000, 86_400_000, -1000]) {
      const other = new Date(Date.parse(lastModified) + offsetMs);
      const reply = await server.get(asset, {
        range: "bytes=0-1",
        "if-range": other.toUTCString(),
      });
      expect(reply.status, other.toUTCString()).toBe(200);
      expect(fingerprint(reply.body)).toBe(fingerprint(file));
    }
  });

  it("answers ranges with HEAD without a body", async () => {
    const reply = await server.send("HEAD", asset, { range: "bytes=0-9" });
    expect(reply.status).toBe(206);
    expect(reply.headers["content-length"]).toBe("10");
    expect(reply.body.byteLength).toBe(0);
  });
});
