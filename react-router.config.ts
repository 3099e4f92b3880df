import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { PRERENDERED_PATHS } from "./build-tools/site-paths";
import { finalizeBuild } from "./build-tools/finalize-build";

export default {
  // A static site: every route is pre-rendered to HTML at build time and
  // hydrated in the browser. There is no runtime server rendering.
  ssr: false,
  // BUILD_DIR builds elsewhere than build/, for a second build beside it
  // (the browser tests' build with every business fact set, e2e/facts-set/).
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: [...PRERENDERED_PATHS],
  async buildEnd({ reactRouterConfig }) {
    // NODE_ENV=test or development would ship React's development files.
    if (process.env.NODE_ENV !== "production") {
      throw new Error(
        `The build ran with NODE_ENV=${process.env.NODE_ENV}; build with NODE_ENV unset or "production".`,
      );
    }
    // The route manifest groups the pages a route builds from the data.
    await finalizeBuild(
      path.join(reactRouterConfig.buildDirectory, "client"),
      reactRouterConfig.routes,
    );
  },
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
