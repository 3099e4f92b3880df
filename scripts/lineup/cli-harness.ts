// The lineup command's tests: a fresh copy of the fixture data for each test,
// the real command run as a process or in this one, and readers of its files.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterEach, beforeEach } from "vitest";

import { checkDataFiles, formatProblem } from "../../build-tools/check-data";
import { DATA_PATHS } from "~/config/paths";
import { type ChangesFile, changesFileSchema } from "~/data/changes-schema";
import { parseData } from "~/data/parse-data";

import { type Io, main } from "./cli";
import { fixtureDir, projectDir } from "./test-data";

/** An edit the fixture lineup takes as it is: a new TV channel in Core. */
export const ADD_NEWS_CHANNEL = [
  "add",
  "Keystone News",
  "--packages",
  "core",
  "--genres",
  "news",
] as const;

/** The temporary data folder of the running test. */
export let dataDir: string;
export const channelsPath = () => path.join(dataDir, DATA_PATHS.channels);
export const packagesPath = () => path.join(dataDir, DATA_PATHS.packages);
export const recordPath = () => path.join(dataDir, DATA_PATHS.changes);
export const channelsText = () => readFile(channelsPath(), "utf8");

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export async function run(script: string, ...args: string[]): Promise<Run> {
  return promisify(execFile)(
    process.execPath,
    [path.join(projectDir, "scripts", script), ...args],
    { cwd: projectDir },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

/**
 * What `npm run check:data` finds wrong with the temporary data folder, in its
 * words: the same checks, run in this process.
 */
export async function dataProblems(): Promise<string[]> {
  return (await checkDataFiles(dataDir, projectDir)).map(formatProblem);
}

/** The day the in-process command's clock reads, so the record's dates are known. */
export const TODAY = "2026-11-27";

/**
 * The command's own function, for checks that need no separate process;
 * `ask` stands in for a terminal's answers.
 */
export async function inProcessWith(
  ask: Io["ask"],
  ...args: string[]
): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    cwd: projectDir,
    dataDir,
    now: () => new Date(`${TODAY}T15:00:00Z`),
    ask,
  });
  return { code, stdout, stderr };
}

export const inProcess = (...args: string[]) =>
  inProcessWith(undefined, ...args);

/** The record of changes in the temporary data folder, parsed. */
export async function record(): Promise<ChangesFile> {
  const text = await readFile(recordPath(), "utf8");
  const parsed = parseData(changesFileSchema, JSON.parse(text), "changes");
  if (!parsed.ok) throw new Error("the record of changes is invalid");
  return parsed.data;
}

/** The day in UTC, as the real command dates the record. */
export const utcDay = () => new Date().toISOString().slice(0, 10);

/** A path as the command names it, relative to where it runs. */
export const shown = (filePath: string) => path.relative(projectDir, filePath);

/** The real command, `npm run lineup`, run on a temporary copy of the data files. */
export const lineup = (...args: string[]) =>
  run("lineup.js", "--data-dir", dataDir, ...args);

export async function git(...args: string[]) {
  await promisify(execFile)(
    "git",
    ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args],
    { cwd: dataDir },
  );
}

/** Gives each test of the calling file a fresh copy of the fixture data in `dataDir`. */
export function useTemporaryDataDir(): void {
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "lineup-"));
    await cp(path.join(fixtureDir, "json"), path.join(dataDir, "json"), {
      recursive: true,
    });
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
}
