import { defineConfig } from "vitest/config";

export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "build-tools/**/*.test.ts",
      "server/**/*.test.js",
      "scripts/**/*.test.{js,ts}",
    ],
    setupFiles: ["./test/setup-unit.ts"],
    restoreMocks: true,
  },
});
