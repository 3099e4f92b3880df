import { defineConfig } from "vitest/config";

// Integration tests of the production server: Node environment, the real build.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/server/**/*.test.ts"],
    globalSetup: ["./test/server/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
