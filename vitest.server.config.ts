import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

// Integration tests of the production server: Node environment, the real build.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/server/**/*.test.ts"],
    globalSetup: ["./test/server/global-setup.ts"],
    // Every core: the files mostly wait on sockets and timers, and the
    // default, which leaves one core free, runs them one at a time on two.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
