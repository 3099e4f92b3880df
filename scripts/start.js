// @ts-check
// `npm start`: builds the site when the build is missing or older than its
// sources, then runs the production server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const builtPage = path.join(projectDir, "build/client/index.html");
const SOURCES = [
  "app",
  "public",
  "build-tools",
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
    (source) => newestMtime(path.join(projectDir, source)) > builtAt,
  );
}

if (buildIsStale()) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: projectDir,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/index.js");
