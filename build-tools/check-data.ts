import { readFile } from "node:fs/promises";
import path from "node:path";

import { DATA_PATHS } from "../app/config/paths";
import {
  type DataProblem,
  type DataSchema,
  parseData,
} from "../app/data/parse-data";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { instructionsFileSchema } from "../app/data/instructions-schema";
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
 * Checks the three data files under `publicDir` against the schemas the
 * browser uses, then against each other. Returns every problem found.
 * Files are named relative to `cwd` in the problems. A file named in
 * `contents` is checked with that text instead of what is on disk.
 */
export async function checkDataFiles(
  publicDir: string,
  cwd = process.cwd(),
  contents: Partial<Record<DataFileName, string>> = {},
): Promise<DataProblem[]> {
  const locate = (urlPath: string) => {
    const filePath = path.join(publicDir, urlPath);
    return { filePath, label: path.relative(cwd, filePath) || filePath };
  };
  const files = {
    packages: locate(DATA_PATHS.packages),
    channels: locate(DATA_PATHS.channels),
    instructions: locate(DATA_PATHS.instructions),
  };
  const [packages, channels, instructions] = await Promise.all([
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
  ]);

  const problems = [
    ...packages.problems,
    ...channels.problems,
    ...instructions.problems,
  ];
  if (packages.data) {
    problems.push(
      ...checkPackagesFile(files.packages.label, packages.data),
      ...checkPackagesInSpanish(files.packages.label, packages.data),
    );
  }
  if (channels.data) {
    problems.push(...checkChannelsFile(files.channels.label, channels.data));
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
