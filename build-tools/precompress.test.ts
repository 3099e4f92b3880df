// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { precompress } from "./precompress";

let dir: string;
const page = `<!DOCTYPE html><p>${"Live TV without cable. ".repeat(200)}</p>`;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  await writeFile(path.join(dir, "index.html"), page);
  await writeFile(path.join(dir, "tiny.js"), "x");
  await writeFile(path.join(dir, "photo.png"), Buffer.alloc(4096, 7));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes brotli and gzip variants that decode to the original", async () => {
    await precompress(dir);
    const br = await readFile(path.join(dir, "index.html.br"));
    const gz = await readFile(path.join(dir, "index.html.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gz).toString()).toBe(page);
    expect(br.byteLength).toBeLessThan(page.length / 10);
  });

  it("skips binary formats and variants that would not be smaller", async () => {
    const written = await precompress(dir);
    expect(written.sort()).toEqual(["index.html.br", "index.html.gz"]);
    expect((await readdir(dir)).sort()).toEqual([
      "index.html",
      "index.html.br",
      "index.html.gz",
      "photo.png",
      "tiny.js",
    ]);
  });

  it("compresses the pages built per data entry faster, still decoding to the original", async () => {
    await writeFile(path.join(dir, "bulk.html"), page);
    await precompress(dir, (relPath) => relPath.startsWith("bulk"));
    const br = await readFile(path.join(dir, "bulk.html.br"));
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(br.byteLength).toBeLessThan(page.length / 10);
  });
});
