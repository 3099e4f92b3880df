// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { listFiles } from "../server/site-files.js";
import { writePagesAsFiles } from "./page-files";

let dir: string;

async function put(relPath: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, relPath)), { recursive: true });
  await writeFile(path.join(dir, relPath), text);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "page-files-"));
  await put("index.html", "home");
  await put("plus/index.html", "packages");
  await put("plus/channels/index.html", "channels");
  await put("plus/faq/index.html", "faq");
  await put("plus/faq.data", "faq data");
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe("writePagesAsFiles", () => {
  it("writes each page as <path>.html, the home page as index.html", async () => {
    await writePagesAsFiles(dir, ["/", "/plus", "/plus/channels", "/plus/faq"]);
    expect(listFiles(dir).sort()).toEqual([
      "index.html",
      "plus.html",
      "plus/channels.html",
      "plus/faq.data",
      "plus/faq.html",
    ]);
    expect(await readFile(path.join(dir, "plus/channels.html"), "utf8")).toBe(
      "channels",
    );
    expect(await readFile(path.join(dir, "plus.html"), "utf8")).toBe(
      "packages",
    );
  });

  it("removes the folders it empties and keeps the others", async () => {
    await writePagesAsFiles(dir, ["/plus", "/plus/channels", "/plus/faq"]);
    expect(existsSync(path.join(dir, "plus/channels"))).toBe(false);
    expect(existsSync(path.join(dir, "plus/faq"))).toBe(false);
    expect(existsSync(path.join(dir, "plus"))).toBe(true);
  });

  it("fails when a page was not pre-rendered", async () => {
    await expect(writePagesAsFiles(dir, ["/plus/nowhere"])).rejects.toThrow(
      /nowhere/,
    );
  });
});
