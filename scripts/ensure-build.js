// @ts-check
// Builds the site when the build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_DIR = path.resolve(
  fileURLToPath(new URL("..", import.meta.url)),
);
const builtPage = path.join(PROJECT_DIR, "build/client/index.html");
const SOURCES = [
  "app",
  "public",
  "build-tools",
  "server/security-headers.js",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
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

function buildIsStale() {
  if (!existsSync(builtPage)) return true;
  const builtAt = statSync(builtPage).mtimeMs;
  return SOURCES.some(
    (source) => newestMtime(path.join(PROJECT_DIR, source)) > builtAt,
  );
}

/** Runs `npm run build` when needed; exits the process if the build fails. */
export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: PROJECT_DIR,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
