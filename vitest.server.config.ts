import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { PROCESS_LIMIT_MS } from "./test/support/limits";

// Integration tests of the production server: Node environment, the real build.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/server/**/*.test.ts"],
    globalSetup: ["./test/server/global-setup.ts"],
    // Every core: the files mostly wait on sockets and timers, and the
    // default, which leaves one core free, runs them one at a time on two.
    maxWorkers: availableParallelism(),
    // Each test starts or drives a server or a browser (test/support/limits.ts).
    testTimeout: PROCESS_LIMIT_MS,
    hookTimeout: PROCESS_LIMIT_MS,
  },
});
