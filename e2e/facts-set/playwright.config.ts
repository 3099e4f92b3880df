import { defineConfig } from "@playwright/test";

import suite from "../../playwright.config";

// The browser tests of the build with every business fact set
// (scripts/e2e-facts-set.js makes it and runs these): the main suite's
// settings, on a port of its own beside the main suite's.
const PORT = Number(
  process.env.FACTS_SET_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1,
);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...suite,
  testDir: ".",
  testIgnore: undefined,
  reporter: [["list"]],
  outputDir: "../../test-results/facts-set",
  use: { ...suite.use, baseURL },
  projects: (suite.projects ?? []).map((project) => ({
    ...project,
    name: `${project.name}, every fact set`,
  })),
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
