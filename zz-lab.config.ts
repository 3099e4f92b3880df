import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./e2e/support/chromium";
export default defineConfig({ testDir: "e2e", testMatch: "zz-lab.spec.ts", workers: 1, fullyParallel: true, timeout: 120000,
  use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: "http://127.0.0.1:4190", launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } } });
