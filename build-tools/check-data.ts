import { readFile } from "node:fs/promises";
import path from "node:path";

import { DATA_PATHS } from "../app/config/paths";
import {
  type DataProblem,
  type DataSchema,
  parseData,
} from "../app/data/parse-data";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { changesFileSchema } from "../app/data/changes-schema";
import { instructionsFileSchema } from "../app/data/instructions-schema";
import { checkChangesFile } from "./changes-consistency";
import { checkNameRules } from "./channel-name-rules";
import { checkDescriptionClaims } from "./description-claims";
import {
  aliasClashes,
  checkChannelCountTexts,
  checkChannelGenres,
} from "./channel-consistency";
import {
  checkAddOnsAdd,
  checkChannelsFile,
  checkInstructionsFile,
  checkInstructionsInSpanish,
  checkPackageLabels,
  checkPackageTitles,
  checkPackagesFile,
  checkPackagesInSpanish,
} from "./data-consistency";
import { checkTopicsFile } from "./topics-check";
import { FACTS_PATH, businessFactsSchema } from "../app/config/facts-schema";
import { checkModelYears } from "./facts-check";

type Loaded<T> = { data: T | undefined; problems: DataProblem[] };

/**
 * Reads and parses one data file; `label` is how problems name it. `text`,
 * when given, stands for the file's content, so a change is checked before it is written.
 */
async function loadFile<T>(
  filePath: string,
  label: string,
  schema: DataSchema<T>,
  text?: string,
): Promise<Loaded<T>> {
  const fail = (message: string): Loaded<T> => ({
    data: undefined,
    problems: [{ file: label, entry: "the file", field: "", message }],
  });
  if (text === undefined) {
    try {
      text = await readFile(filePath, "utf8");
    } catch {
      return fail("is missing or cannot be read");
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(
      `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const result = parseData(schema, json, label);
  return result.ok
    ? { data: result.data, problems: [] }
    : { data: undefined, problems: result.problems };
}

/** The data files by name, as keys of `DATA_PATHS`. */
export type DataFileName = keyof typeof DATA_PATHS;

/**
 * Checks the data files under `publicDir` against the schemas the browser
 * and the build use, then against each other. Returns every problem found.
 * Files are named relative to `cwd` in the problems. A file named in
 * `contents` is checked with that text instead of what is on disk, and so is
 * the search topics file with `topicsText`.
 */
export async function checkDataFiles(
  publicDir: string,
  cwd = process.cwd(),
  contents: Partial<Record<DataFileName, string>> = {},
  topicsText?: string,
): Promise<DataProblem[]> {
  const locate = (urlPath: string) => {
    const filePath = path.join(publicDir, urlPath);
    return { filePath, label: path.relative(cwd, filePath) || filePath };
  };
  const files = {
    packages: locate(DATA_PATHS.packages),
    channels: locate(DATA_PATHS.channels),
    instructions: locate(DATA_PATHS.instructions),
    changes: locate(DATA_PATHS.changes),
    facts: locate(FACTS_PATH),
  };
  const [packages, channels, instructions, changes, facts] = await Promise.all([
    loadFile(
      files.packages.filePath,
      files.packages.label,
      packagesFileSchema,
      contents.packages,
    ),
    loadFile(
      files.channels.filePath,
      files.channels.label,
      channelsFileSchema,
      contents.channels,
    ),
    loadFile(
      files.instructions.filePath,
      files.instructions.label,
      instructionsFileSchema,
      contents.instructions,
    ),
    loadFile(
      files.changes.filePath,
      files.changes.label,
      changesFileSchema,
      contents.changes,
    ),
    loadFile(files.facts.filePath, files.facts.label, businessFactsSchema),
  ]);

  const problems = [
    ...packages.problems,
    ...channels.problems,
    ...instructions.problems,
    ...changes.problems,
    ...facts.problems,
  ];
  if (packages.data) {
    problems.push(
      ...checkPackagesFile(files.packages.label, packages.data),
      ...checkPackagesInSpanish(files.packages.label, packages.data),
    );
  }
  if (channels.data) {
    const { channels: list } = channels.data;
    problems.push(
      ...checkChannelsFile(files.channels.label, channels.data),
      ...checkChannelGenres(files.channels.label, list),
      ...aliasClashes(files.channels.label, list),
      ...checkNameRules(files.channels.label, list),
    );
  }
  if (packages.data && channels.data) {
    problems.push(
      ...checkPackageTitles(
        files.packages.label,
        packages.data,
        files.channels.label,
        channels.data,
      ),
      ...checkAddOnsAdd(files.packages.label, packages.data, channels.data),
      ...checkPackageLabels(files.packages.label, packages.data, channels.data),
      ...checkChannelCountTexts(
        files.packages.label,
        packages.data,
        files.channels.label,
        channels.data,
      ),
      ...checkDescriptionClaims(
        files.packages.label,
        packages.data,
        files.channels.label,
        channels.data,
      ),
    );
  }
  if (changes.data && channels.data) {
    problems.push(
      ...checkChangesFile(
        files.changes.label,
        changes.data,
        files.channels.label,
        channels.data,
      ),
    );
  }
  problems.push(
    ...(await checkTopicsFile(
      publicDir,
      cwd,
      channels.data && {
        file: files.channels.label,
        channels: channels.data.channels,
      },
      topicsText,
    )),
  );
  if (facts.data && instructions.data) {
    problems.push(
      ...checkModelYears(
        files.facts.label,
        facts.data,
        files.instructions.label,
        instructions.data,
      ),
    );
  }
  if (instructions.data) {
    problems.push(
      ...checkInstructionsFile(files.instructions.label, instructions.data),
      ...checkInstructionsInSpanish(
        files.instructions.label,
        instructions.data,
      ),
    );
  }
  return problems;
}
export { formatProblem } from "../app/data/parse-data";
