import { defineConfig } from "vitest/config";

// The site in Firefox and WebKit (Safari's engine), driven from Node against
// the production server; Chromium has the Playwright suite in e2e/.
export default defineConfig({
  // The page table reads each page's heading from its catalogue, which imports through `~/`.
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["engines/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
