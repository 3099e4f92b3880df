// @ts-check
// `npm run build`: takes the data files together under the lineup editor's
// lock (build-tools/data-snapshot.ts), checks them as check:data does, and
// builds the site from that snapshot, so an edit made meanwhile cannot mix
// two lineups in one build.
import { spawnSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
// Loading the checks through Vite sets NODE_ENV=development in this process;
// the build gets the environment it was given.
const givenEnv = { ...process.env };
const publicDir = path.join(projectDir, "public");
/**
 * Loads a TypeScript module of the project, as check:data does.
 * @param {string} file
 */
const load = (file) =>
  runnerImport(file, {
    configFile: false,
    root: projectDir,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });

/** @type {{ module: typeof import("../build-tools/data-snapshot") }} */
const { module: snapshots } = await load("/build-tools/data-snapshot.ts");
/** @type {{ module: typeof import("../build-tools/check-data") }} */
const { module: checks } = await load("/build-tools/check-data.ts");
/** @type {{ module: typeof import("../app/data/read-data-file.server") }} */
const { module: reading } = await load("/app/data/read-data-file.server.ts");

const snapshot = await snapshots.takeDataSnapshot(publicDir);
if (!snapshot.ok) {
  console.error(snapshot.message);
  process.exit(1);
}
let status = 1;
try {
  const problems = await checks.checkDataFiles(snapshot.dir);
  if (problems.length > 0) {
    for (const problem of problems) {
      console.error(checks.formatProblem(problem));
    }
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? "" : "s"} in the data files (public/json, as read for this build).`,
    );
  } else {
    console.log(
      "The data files are valid; the build reads them as they were just now, whatever edits come meanwhile.",
    );
    // The package's own command, as npm runs it (its bin is not an export).
    const manifest = createRequire(import.meta.url).resolve(
      "@react-router/dev/package.json",
    );
    const { bin: bins } = JSON.parse(await readFile(manifest, "utf8"));
    const bin = path.join(path.dirname(manifest), bins["react-router"]);
    const result = spawnSync(process.execPath, [bin, "build"], {
      cwd: projectDir,
      stdio: "inherit",
      env: { ...givenEnv, [reading.DATA_SNAPSHOT_ENV]: snapshot.dir },
    });
    status = result.status ?? 1;
  }
} finally {
  await rm(snapshot.dir, { recursive: true, force: true });
}
process.exit(status);
