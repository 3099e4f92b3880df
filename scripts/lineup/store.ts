import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import {
  type DataFileName as DataFile,
  checkDataFiles,
  formatProblem,
} from "../../build-tools/check-data";
import { DATA_PATHS } from "~/config/paths";
import { type DataSchema, parseData } from "~/data/parse-data";
import {
  type ChannelsFile,
  type PackagesFile,
  channelsFileSchema,
  packagesFileSchema,
} from "~/data/schemas";

/** Reading, checking and writing the data files under a data folder (`public/`). */

export type Loaded<T> =
  { ok: true; data: T; text: string } | { ok: false; problems: string[] };

export function dataFilePath(dataDir: string, file: DataFile): string {
  return path.join(dataDir, DATA_PATHS[file]);
}

/** How a file is named in messages: relative to where the command runs. */
export function fileLabel(dataDir: string, file: DataFile, cwd: string) {
  const filePath = dataFilePath(dataDir, file);
  return path.relative(cwd, filePath) || filePath;
}

export function readChannels(dataDir: string, cwd: string) {
  return load(dataDir, "channels", channelsFileSchema, cwd);
}

export function readPackages(dataDir: string, cwd: string) {
  return load(dataDir, "packages", packagesFileSchema, cwd);
}

async function load<T>(
  dataDir: string,
  file: DataFile,
  schema: DataSchema<T>,
  cwd: string,
): Promise<Loaded<T>> {
  const label = fileLabel(dataDir, file, cwd);
  let text: string;
  try {
    text = await readFile(dataFilePath(dataDir, file), "utf8");
  } catch {
    return { ok: false, problems: [`${label}: is missing or cannot be read`] };
  }
  return parseText(text, schema, label);
}

/** Parses a data file's text with its schema; problems are worded as check:data words them. */
export function parseText<T>(
  text: string,
  schema: DataSchema<T>,
  label: string,
): Loaded<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [
        `${label}: the file: is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      ],
    };
  }
  const parsed = parseData(schema, json, label);
  return parsed.ok
    ? { ok: true, data: parsed.data, text }
    : { ok: false, problems: parsed.problems.map(formatProblem) };
}

/**
 * Checks `text` as the new channels.json together with the other data
 * files, as check:data does, and writes it only if every check passes:
 * to a temporary file beside it first, then renamed over it, so a reader
 * never sees half a file. Returns check:data's problems when it refuses.
 */
export async function writeChannels(
  dataDir: string,
  text: string,
  cwd: string,
): Promise<string[]> {
  const problems = await checkDataFiles(dataDir, cwd, { channels: text });
  if (problems.length > 0) return problems.map(formatProblem);
  const target = dataFilePath(dataDir, "channels");
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await writeFile(temporary, text, { encoding: "utf8", flag: "wx" });
    // The new file replaces the old one, so it takes on the old one's permissions.
    await chmod(temporary, (await stat(target)).mode & 0o7777);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return [];
}

/** A data file as it was at a git ref, read with `git show`. */
export async function readAtRef<T>(
  dataDir: string,
  file: DataFile,
  ref: string,
  schema: DataSchema<T>,
): Promise<Loaded<T>> {
  const spec = `${ref}:./${DATA_PATHS[file].replace(/^\//, "")}`;
  let text: string;
  try {
    ({ stdout: text } = await promisify(execFile)("git", ["show", spec], {
      cwd: dataDir,
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    const stderr =
      typeof error === "object" && error !== null && "stderr" in error
        ? String(error.stderr).trim()
        : String(error);
    return { ok: false, problems: [`git show ${spec}: ${stderr}`] };
  }
  return parseText(text, schema, spec);
}

export type { ChannelsFile, PackagesFile };
