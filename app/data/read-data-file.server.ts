import { readFile } from "node:fs/promises";
import path from "node:path";

import type { DataSchema } from "./parse-data";
import { formatProblem, parseData } from "./parse-data";
import { DATA_SNAPSHOT_ENV } from "./snapshot-env";

export { DATA_SNAPSHOT_ENV };

/** Where the build reads data files: the build's snapshot, else `public/` as it is (`npm run dev`). */
export function dataSourceDir(): string {
  return process.env[DATA_SNAPSHOT_ENV] || path.join(process.cwd(), "public");
}

/**
 * Reads a shipped data file at build time, for a route's `loader` during
 * pre-rendering, so the page's HTML holds the same figures as the JSON
 * files of the same build.
 */
export async function readDataFile<T>(
  dataPath: string,
  schema: DataSchema<T>,
): Promise<T> {
  const file = path.join(dataSourceDir(), dataPath);
  const result = parseData(
    schema,
    JSON.parse(await readFile(file, "utf8")),
    dataPath,
  );
  if (!result.ok) {
    throw new Error(result.problems.map(formatProblem).join("\n"));
  }
  return result.data;
}
