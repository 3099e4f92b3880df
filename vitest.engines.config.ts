import { defineConfig } from "vitest/config";

import { PROCESS_LIMIT_MS } from "./test/support/limits";

// The site in Firefox and WebKit (Safari's engine), driven from Node against
// the production server; Chromium has the Playwright suite in e2e/.
export default defineConfig({
  // The page table reads each page's heading from its catalogue, which imports through `~/`.
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["engines/**/*.test.ts"],
    // Each test drives a browser (test/support/limits.ts).
    testTimeout: PROCESS_LIMIT_MS,
    hookTimeout: PROCESS_LIMIT_MS,
  },
});
