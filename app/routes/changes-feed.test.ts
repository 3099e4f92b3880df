import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { DATA_PATHS } from "~/config/paths";
import { DATA_SNAPSHOT_ENV } from "~/data/read-data-file.server";

import { loader } from "./changes-feed";

let folder: string | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A data folder for the build: the shipped lineup, and `record` as the record of changes. */
async function dataFolder(record: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "changes-feed-"));
  for (const dataPath of [DATA_PATHS.packages, DATA_PATHS.channels]) {
    await mkdir(path.dirname(path.join(dir, dataPath)), { recursive: true });
    await copyFile(
      path.join(process.cwd(), "public", dataPath),
      path.join(dir, dataPath),
    );
  }
  await mkdir(path.dirname(path.join(dir, DATA_PATHS.changes)), {
    recursive: true,
  });
  await writeFile(path.join(dir, DATA_PATHS.changes), record);
  return dir;
}

describe("the changes feed's build", () => {
  it("fails on a record holding U+FFFF, naming the entry", async () => {
    // Written by hand, as an editor of the file might: a JSON escape.
    folder = await dataFolder(
      '{"changes":[{"id":"2026-11-29-1","date":"2026-11-29","added":[{"id":254,"channelName":"Late\\uffff","packages":["core"]}]}]}',
    );
    vi.stubEnv(DATA_SNAPSHOT_ENV, folder);
    await expect(loader()).rejects.toThrow(
      /changes\[0\].*"2026-11-29-1".*U\+FFFF/,
    );
  });
});
