// @vitest-environment node
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { removeDotfiles } from "./dotfiles";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "dotfiles-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function plant(relPath: string, isDir = false) {
  const target = path.join(dir, relPath);
  await mkdir(isDir ? target : path.dirname(target), { recursive: true });
  if (!isDir) await writeFile(target, "x");
}

describe("removeDotfiles", () => {
  it("takes out dotfiles and dot-folders at any depth, and says which", async () => {
    await plant("index.html");
    await plant("json/channels/channels.json");
    await plant("json/channels/.channels.json.4242.0a1b2c3d.tmp");
    await plant("json/.lineup.lock", true);
    await plant(".DS_Store");
    await plant(".hidden/inside.txt");

    expect(await removeDotfiles(dir)).toEqual([
      ".DS_Store",
      ".hidden",
      "json/.lineup.lock",
      "json/channels/.channels.json.4242.0a1b2c3d.tmp",
    ]);
    const left = await readdir(dir, { recursive: true });
    expect(left.map(String).sort()).toEqual([
      "index.html",
      "json",
      path.join("json", "channels"),
      path.join("json", "channels", "channels.json"),
    ]);
  });

  it("leaves a build without dotfiles as it was", async () => {
    await plant("index.html");
    await plant("assets/app-1a2b.js");
    expect(await removeDotfiles(dir)).toEqual([]);
    expect((await readdir(dir, { recursive: true })).length).toBe(3);
  });
});
