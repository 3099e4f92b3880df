import { defineConfig } from "vitest/config";

// The build served by Cloudflare's own local Pages server (wrangler pages dev).
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/host/**/*.test.ts"],
    globalSetup: ["./test/server/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
