import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./e2e/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // The build with every business fact set has its own run (scripts/e2e-facts-set.js).
  testIgnore: "facts-set/**",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits that stop a hung test, not a slow one: on two cores with two
  // CPU-bound processes beside the suite, a page can take many seconds to
  // hydrate, and a test that walks several pages minutes. No test asserts a time.
  expect: { timeout: 30_000 },
  timeout: 5 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // CI keeps only the printed report, so it records no traces (on two cores
    // they double the suite's time); a local run keeps those of failed tests.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  // The production server that `npm start` runs, on the build `npm run test:e2e` makes.
  webServer: {
    command: "node server/index.js",
    url: baseURL,
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    reuseExistingServer: false,
  },
});
