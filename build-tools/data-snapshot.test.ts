// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DATA_PATHS } from "../app/config/paths";
import { channelsFileSchema } from "../app/data/schemas";
import {
  DATA_SNAPSHOT_ENV,
  readDataFile,
} from "../app/data/read-data-file.server";
import { main } from "../scripts/lineup/cli";
import { JOURNAL_NAME, withLineupLock } from "../scripts/lineup/store";
import { checkDataFiles, formatProblem } from "./check-data";
import { takeDataSnapshot } from "./data-snapshot";
import { DATA_FILES, shipDataSnapshot } from "./ship-data-snapshot";
import { PROCESS_LIMIT_MS } from "../test/support/limits";

const projectDir = path.resolve(import.meta.dirname, "..");
const fixtureDir = path.join(projectDir, "scripts/lineup/fixtures");

let dataDir: string;
const made: string[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "snapshot-data-"));
  await cp(path.join(fixtureDir, "json"), path.join(dataDir, "json"), {
    recursive: true,
  });
  made.push(dataDir);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(
    made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

async function snapshot(): Promise<string> {
  const taken = await takeDataSnapshot(dataDir, projectDir);
  if (!taken.ok) throw new Error(taken.message);
  made.push(taken.dir);
  return taken.dir;
}

const texts = (dir: string) =>
  Promise.all(
    DATA_FILES.map((file) =>
      readFile(path.join(dir, DATA_PATHS[file]), "utf8"),
    ),
  );

/** The lineup command, run in this process on the temporary data folder. */
const lineup = (...args: string[]) =>
  main(args, {
    out: () => {},
    err: () => {},
    cwd: projectDir,
    dataDir,
  });

describe("takeDataSnapshot", { timeout: PROCESS_LIMIT_MS }, () => {
  it("copies every data file as it is, laid out as public/", async () => {
    expect(await texts(await snapshot())).toEqual(await texts(dataDir));
  });

  it("waits for an edit that holds the lock, and takes what it wrote", async () => {
    const channelsPath = path.join(dataDir, DATA_PATHS.channels);
    let taking: Promise<string> | undefined;
    await withLineupLock(dataDir, projectDir, async () => {
      taking = snapshot();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const text = await readFile(channelsPath, "utf8");
      await writeFile(channelsPath, text.replace("Buzzr", "Buzzr TV"));
    });
    const dir = await (taking ?? Promise.reject(new Error("not started")));
    expect(
      await readFile(path.join(dir, DATA_PATHS.channels), "utf8"),
    ).toContain("Buzzr TV");
  });

  it("takes, during a loop of edits, only lineups whose record, counts and channels agree", async () => {
    let editing = true;
    const edits = (async () => {
      for (let round = 0; editing && round < 40; round++) {
        const name = `Race ${round}`;
        await lineup(
          "add",
          name,
          "--packages",
          "core,elite",
          "--genres",
          "news",
        );
        if (round % 2 === 1) await lineup("remove", name);
      }
    })();
    const problems: string[] = [];
    let taken = 0;
    try {
      for (let shot = 0; shot < 8; shot++) {
        const dir = await snapshot();
        taken++;
        const found = await checkDataFiles(dir, projectDir);
        problems.push(...found.map(formatProblem));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      editing = false;
      await edits;
    }
    expect(taken).toBe(8);
    expect(problems).toEqual([]);
    // The edits went on between the snapshots.
    const record = JSON.parse(
      await readFile(path.join(dataDir, DATA_PATHS.changes), "utf8"),
    );
    expect(record.changes.length).toBeGreaterThan(0);
  });

  it("refuses while an interrupted edit waits to be recovered, naming the command", async () => {
    await writeFile(
      path.join(dataDir, "json", JOURNAL_NAME),
      JSON.stringify({ files: [] }),
    );
    const taken = await takeDataSnapshot(dataDir, projectDir);
    expect(taken).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Refused: an earlier edit was interrupted .* Run npm run lineup -- recover finish to complete that edit/,
      ),
    });
  });
});

describe("the build reads the snapshot", () => {
  it("in the pages' loaders", async () => {
    const dir = await snapshot();
    const channelsPath = path.join(dir, DATA_PATHS.channels);
    const text = await readFile(channelsPath, "utf8");
    await writeFile(channelsPath, text.replace("Buzzr", "Buzzr Snapshot"));
    vi.stubEnv(DATA_SNAPSHOT_ENV, dir);
    const read = await readDataFile(DATA_PATHS.channels, channelsFileSchema);
    expect(read.channels.map((channel) => channel.channelName)).toContain(
      "Buzzr Snapshot",
    );
  });

  it("in the JSON files it ships, over Vite's copies of public/", async () => {
    const dir = await snapshot();
    const clientDir = await mkdtemp(path.join(tmpdir(), "snapshot-client-"));
    made.push(clientDir);
    for (const file of DATA_FILES) {
      const target = path.join(clientDir, DATA_PATHS[file]);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, "{ an older copy }");
    }
    vi.stubEnv(DATA_SNAPSHOT_ENV, dir);
    await shipDataSnapshot(clientDir);
    expect(await texts(clientDir)).toEqual(await texts(dir));
  });
});
