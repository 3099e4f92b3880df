import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: { tsconfigPaths: true },
  test: {
    // Every core: the default leaves one free, which on a two-core machine
    // runs the files one at a time.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    setupFiles: ["./test/setup-unit.ts"],
    // Components render in a simulated DOM; the plain logic, the build steps
    // and the scripts run in Node, without paying for a DOM per test file.
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./test/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "logic",
          environment: "node",
          include: [
            "app/**/*.test.ts",
            "build-tools/**/*.test.ts",
            "server/**/*.test.js",
            "scripts/**/*.test.{js,ts}",
            "tools/**/*.test.{js,ts}",
            "test/repository/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
