// @ts-check
// `npm run test:e2e:facts-set`: builds the site a second time, with every
// business fact set (the fixture e2e/fixtures/facts.json, named by
// FACTS_FILE), into a temporary folder (BUILD_DIR), serves it with the
// production server on a port beside the main suite's, and runs the browser
// tests of e2e/facts-set/ against it. `npm run test:e2e` runs it after the
// main suite. Playwright's own arguments pass through (`-g "title"`).
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { PROJECT_DIR } from "./ensure-build.js";

const FACTS_FIXTURE = "e2e/fixtures/facts.json";

const buildDir = await mkdtemp(path.join(tmpdir(), "facts-set-build-"));
let status = 1;
try {
  // Pre-rendering runs the server build, which imports the project's packages.
  await symlink(
    path.join(PROJECT_DIR, "node_modules"),
    path.join(buildDir, "node_modules"),
    "junction",
  );
  const build = spawnSync(process.execPath, ["scripts/build.js"], {
    cwd: PROJECT_DIR,
    stdio: "inherit",
    env: { ...process.env, FACTS_FILE: FACTS_FIXTURE, BUILD_DIR: buildDir },
  });
  status = build.status ?? 1;
  if (status === 0) {
    const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
    const run = spawnSync(
      process.execPath,
      [
        cli,
        "test",
        "--config",
        "e2e/facts-set/playwright.config.ts",
        ...process.argv.slice(2),
      ],
      {
        cwd: PROJECT_DIR,
        stdio: "inherit",
        env: { ...process.env, FACTS_SET_BUILD_DIR: buildDir },
      },
    );
    status = run.status ?? 1;
  }
} finally {
  await rm(buildDir, { recursive: true, force: true });
}
process.exit(status);
