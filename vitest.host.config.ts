import { defineConfig } from "vitest/config";

import { PROCESS_LIMIT_MS } from "./test/support/limits";

// The build served by Cloudflare's own local Pages server (wrangler pages dev).
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/host/**/*.test.ts"],
    globalSetup: ["./test/server/global-setup.ts"],
    // Each test starts or drives a server or a browser (test/support/limits.ts).
    testTimeout: PROCESS_LIMIT_MS,
    hookTimeout: PROCESS_LIMIT_MS,
  },
});
