import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { PRERENDERED_PATHS } from "./app/config/paths";
import { finalizeBuild } from "./build-tools/finalize-build";

export default {
  // A static site: every route is pre-rendered to HTML at build time and
  // hydrated in the browser. There is no runtime server rendering.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  async buildEnd({ reactRouterConfig }) {
    await finalizeBuild(path.join(reactRouterConfig.buildDirectory, "client"));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
