import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { DATA_PATHS } from "../app/config/paths";
import { changesFileSchema } from "../app/data/changes-schema";
import { instructionsFileSchema } from "../app/data/instructions-schema";
import type { DataSchema } from "../app/data/parse-data";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { FACTS_FILE_ENV, FACTS_PATH } from "../app/config/facts-file";
import { TOPICS_PATH } from "../app/lineup/topics-schema";
import { withLineupLock } from "../scripts/lineup/store";
import type { DataFileName } from "./check-data";

/**
 * The data files one build is made from, read once, together, holding the
 * lineup editor's lock: an edit writes channels.json, the packages' counts
 * and the record of changes one after the other, so files read at different
 * moments of a build could come from different edits. `npm run build`
 * (scripts/build.js) takes the snapshot, names its folder in
 * DATA_SNAPSHOT_DIR, and every part of the build reads the data from there:
 * the pages' loaders (app/data/read-data-file.server.ts), the list of data
 * pages (build-tools/site-paths.ts), and the JSON files shipped in
 * build/client (build-tools/ship-data-snapshot.ts).
 */

const SCHEMAS: Record<DataFileName, DataSchema<unknown>> = {
  channels: channelsFileSchema,
  packages: packagesFileSchema,
  changes: changesFileSchema,
  instructions: instructionsFileSchema,
};

import { DATA_FILES } from "./ship-data-snapshot";

/**
 * Reads every data file under `publicDir` holding the lineup lock, and
 * writes them to a new folder (laid out as `publicDir`: `json/…`). Refuses,
 * with the editor's words, while an edit holds the lock too long or an
 * interrupted edit waits to be recovered.
 */
export async function takeDataSnapshot(
  publicDir: string,
  cwd = process.cwd(),
): Promise<{ ok: true; dir: string } | { ok: false; message: string }> {
  const read = await withLineupLock(publicDir, cwd, async (transaction) => {
    const texts = new Map<DataFileName, string>();
    const problems: string[] = [];
    for (const file of DATA_FILES) {
      const loaded = await transaction.read(file, SCHEMAS[file]);
      if (loaded.ok) texts.set(file, loaded.text);
      else problems.push(...loaded.problems);
    }
    // The search topics are kept with the lineup and checked against it.
    const topics = await readFile(path.join(publicDir, TOPICS_PATH), "utf8");
    return { texts, problems, topics };
  });
  // The business's facts: the shipped file, or the one FACTS_FILE names
  // (a build of the pages with other facts, for the tests).
  const factsFile = process.env[FACTS_FILE_ENV]
    ? path.resolve(cwd, process.env[FACTS_FILE_ENV])
    : path.join(publicDir, FACTS_PATH);
  let facts: string;
  try {
    facts = await readFile(factsFile, "utf8");
  } catch {
    return { ok: false, message: `${factsFile} is missing or cannot be read.` };
  }
  if (!read.ok) return { ok: false, message: `Refused: ${read.refusal}` };
  const { texts, problems, topics } = read.value;
  if (problems.length > 0) return { ok: false, message: problems.join("\n") };
  const dir = await mkdtemp(path.join(tmpdir(), "data-snapshot-"));
  for (const [file, text] of texts) {
    const target = path.join(dir, DATA_PATHS[file]);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  const topicsTarget = path.join(dir, TOPICS_PATH);
  await mkdir(path.dirname(topicsTarget), { recursive: true });
  await writeFile(topicsTarget, topics);
  const factsTarget = path.join(dir, FACTS_PATH);
  await mkdir(path.dirname(factsTarget), { recursive: true });
  await writeFile(factsTarget, facts);
  return { ok: true, dir };
}
