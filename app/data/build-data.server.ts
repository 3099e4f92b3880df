import { stat } from "node:fs/promises";
import path from "node:path";

import type { DataSchema } from "./parse-data";
import { dataSourceDir, readDataFile } from "./read-data-file.server";

const cache = new Map<string, { mtimeMs: number; data: Promise<unknown> }>();

/**
 * {@link readDataFile}, read and checked once per version of the file: the
 * build pre-renders a page per channel, and each page's loader asks for the
 * same files. A file changed on disk (`npm run dev`) is read again.
 */
export async function readDataFileOnce<T>(
  dataPath: string,
  schema: DataSchema<T>,
): Promise<T> {
  const { mtimeMs } = await stat(path.join(dataSourceDir(), dataPath));
  const cached = cache.get(dataPath);
  if (cached?.mtimeMs === mtimeMs) return cached.data as Promise<T>;
  const data = readDataFile(dataPath, schema);
  cache.set(dataPath, { mtimeMs, data });
  // A failed read is not kept: the next page reads the file again.
  data.catch(() => cache.delete(dataPath));
  return data;
}
