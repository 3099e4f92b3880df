import { defineConfig } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";

/** `npm run screenshots`: the browser tests' Chromium, shooting the production build. */
export default defineConfig({
  testDir: ".",
  testMatch: "take-screenshots.ts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "../../test-results/screenshots",
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
});
