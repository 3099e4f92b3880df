import { cp } from "node:fs/promises";
import path from "node:path";

import { DATA_PATHS } from "../app/config/paths";
import { DATA_SNAPSHOT_ENV } from "../app/data/read-data-file.server";

/** The data files by name, as keys of `DATA_PATHS`. */
export const DATA_FILES = Object.keys(DATA_PATHS).filter(
  (file): file is keyof typeof DATA_PATHS => Object.hasOwn(DATA_PATHS, file),
);

/**
 * Ships the data files of the build's snapshot (build-tools/data-snapshot.ts)
 * in the client build, over the copies Vite made of public/ later: the JSON
 * files then hold what the pages were built from. Without a snapshot
 * (`react-router build` run by itself) it leaves Vite's copies.
 */
export async function shipDataSnapshot(clientDir: string): Promise<void> {
  const snapshot = process.env[DATA_SNAPSHOT_ENV];
  if (!snapshot) return;
  for (const file of DATA_FILES) {
    await cp(
      path.join(snapshot, DATA_PATHS[file]),
      path.join(clientDir, DATA_PATHS[file]),
    );
  }
}
