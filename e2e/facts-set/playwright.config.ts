import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../support/chromium";

// The browser tests of the build with every business fact set
// (scripts/e2e-facts-set.js makes it and runs these): the main suite's
// settings, on a port of its own beside the main suite's.
const PORT = Number(
  process.env.FACTS_SET_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1,
);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits that stop a hung test, not a slow one (see ../../playwright.config.ts).
  expect: { timeout: 30_000 },
  timeout: 5 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  outputDir: "../../test-results/facts-set",
  use: {
    baseURL,
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: "chromium, every fact set",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/serve-build.js",
    cwd: "../..",
    url: baseURL,
    env: {
      PORT: String(PORT),
      BUILD_DIR: process.env.FACTS_SET_BUILD_DIR ?? "",
    },
    reuseExistingServer: false,
  },
});
