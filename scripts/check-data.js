// @ts-check
// `npm run check:data [dir]`: checks the data files under `dir` (default
// `public`) with the same schemas the browser uses, and against each other.
// The checks are TypeScript shared with the site; Vite, which builds the
// site, loads them here too, so no other TypeScript runner is needed.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const publicDir = path.resolve(
  process.argv[2] ?? path.join(projectDir, "public"),
);

/** @type {{ module: typeof import("../build-tools/check-data") }} */
const { module: checks } = await runnerImport("/build-tools/check-data.ts", {
  configFile: false,
  root: projectDir,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});

const problems = await checks.checkDataFiles(publicDir);
if (problems.length > 0) {
  for (const problem of problems) console.error(checks.formatProblem(problem));
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? "" : "s"} in the data files.`,
  );
  process.exit(1);
}
console.log(
  `The data files under ${path.relative(process.cwd(), publicDir) || "."} are valid.`,
);
