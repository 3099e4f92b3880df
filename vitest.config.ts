import { availableParallelism } from "node:os";

import { configDefaults, defineConfig } from "vitest/config";

import { IN_PROCESS_LIMIT_MS, PROCESS_LIMIT_MS } from "./test/support/limits";

/**
 * The test files that replace a module with vi.mock: each runs in a module
 * graph of its own (test/repository/module-mocks.test.ts keeps the list whole).
 */
export const MODULE_MOCKS = ["scripts/lineup/store.test.ts"];

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
    // Limits that stop a hung test, not a slow one (test/support/limits.ts).
    testTimeout: IN_PROCESS_LIMIT_MS,
    hookTimeout: PROCESS_LIMIT_MS,
    setupFiles: ["./test/setup-unit.ts"],
    // A worker runs its files one after another in one module graph, with one
    // simulated DOM, instead of starting both afresh for each file: the suite
    // takes about 40 % less time. Each test restores its spies, stubs and
    // rendered trees; a file that replaces a module with vi.mock needs a graph
    // of its own, and goes in the "module mocks" project.
    isolate: false,
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
          exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
        },
      },
      {
        extends: true,
        test: {
          name: "module mocks",
          environment: "node",
          include: MODULE_MOCKS,
          isolate: true,
        },
      },
    ],
  },
});
