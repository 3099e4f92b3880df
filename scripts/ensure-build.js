// @ts-check
// Builds the site when the build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_DIR = path.resolve(
  fileURLToPath(new URL("..", import.meta.url)),
);
/**
 * What the build reads: the site, its data, the build steps, the header policy
 * and file rules in `server/` (written into `_headers` and `csp.json`), the data
 * check, the build's own script and the lineup lock it reads the data under,
 * and the configuration and packages.
 */
export const BUILD_INPUTS = [
  "app",
  "public",
  "build-tools",
  "server",
  "scripts/check-data.js",
  "scripts/build.js",
  "scripts/lineup/store.ts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/**
 * Newest modification time under a file or folder.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/**
 * The build's last output (build-tools/serving-files.ts writes it after every
 * other file), so its time is when the whole build was done: a build that
 * failed part-way leaves it missing or older than the inputs.
 */
export const BUILD_DONE_MARK = "build/csp.json";

/** The files the site is served from; a build without one of them is no build. */
const BUILD_OUTPUTS = ["build/client/index.html", "build/client/404.html"];

/** True when the build is missing, incomplete, or older than an input. */
export function buildIsStale(projectDir = PROJECT_DIR) {
  const mark = path.join(projectDir, BUILD_DONE_MARK);
  if (
    !existsSync(mark) ||
    BUILD_OUTPUTS.some((output) => !existsSync(path.join(projectDir, output)))
  ) {
    return true;
  }
  const builtAt = statSync(mark).mtimeMs;
  return BUILD_INPUTS.some((input) => {
    const target = path.join(projectDir, input);
    // A renamed input must not silently stop counting.
    if (!existsSync(target))
      throw new Error(`Build input ${input} is missing.`);
    return newestMtime(target) > builtAt;
  });
}

/**
 * The environment the build runs in: the caller's, with NODE_ENV=production.
 * A test runner sets NODE_ENV=test, which would build React's development
 * files; what is served must always be the production build.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function buildEnvironment(env) {
  return { ...env, NODE_ENV: "production" };
}

/** Runs `npm run build` when needed; exits the process if the build fails. */
export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: PROJECT_DIR,
    stdio: "inherit",
    env: buildEnvironment(process.env),
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
