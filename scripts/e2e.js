// @ts-check
// `npm run e2e -- e2e/finder.spec.ts`: browser tests (Playwright's own
// arguments: a file, `-g "title"`, `--headed`…) against a build that is
// rebuilt first when older than its sources. It installs nothing: without
// Chromium's headless shell it says what to install and stops.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

import { PROJECT_DIR, ensureBuild } from "./ensure-build.js";
import { TEST_CHROMIUM_PATH } from "./lib/chromium.js";
import { ensureDebianPackages } from "./lib/debian-packages.js";

ensureDebianPackages(
  "The browser tests",
  [
    {
      program: TEST_CHROMIUM_PATH,
      debianPackage: "chromium-headless-shell",
      elsewhere:
        "Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.",
    },
  ],
  { install: false },
);
ensureBuild();
const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const run = spawnSync(
  process.execPath,
  [cli, "test", ...process.argv.slice(2)],
  { cwd: PROJECT_DIR, stdio: "inherit" },
);
process.exit(run.status ?? 1);
