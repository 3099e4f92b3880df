import { createRequire } from "node:module";
import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";

import { CHUNK_GROUPS } from "./build-tools/chunk-groups.ts";
import {
  CONSTANTS_CSS,
  resolveCustomMedia,
} from "./app/config/css-constants.ts";

const CONSTANTS_CSS_ID = "virtual:constants.css";

/** Brings the layout constants (docs/decisions.md, "Business constants") into the stylesheets (see app/config/css-constants.ts). */
function constantsCss(): Plugin {
  return {
    name: "keystone:constants-css",
    enforce: "pre",
    resolveId(id) {
      // A .css id so that Vite's own CSS pipeline handles the module.
      return id === CONSTANTS_CSS_ID ? `\0${CONSTANTS_CSS_ID}` : undefined;
    },
    load(id) {
      return id === `\0${CONSTANTS_CSS_ID}` ? CONSTANTS_CSS : undefined;
    },
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes("@media")) return undefined;
      return { code: resolveCustomMedia(code), map: null };
    },
  };
}

/**
 * React Router's own production build, for the browser. The package's
 * exports name only its development build, whose warnings and checks the
 * minifier cannot all drop: the production build is about 0.7 kB gzip less
 * on every page. Both of the package's browser entries come from it, so the
 * browser gets one copy of the router. Pre-rendering keeps the package as
 * published; both builds render the same markup.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve("react-router/package.json"),
  );
  const dist = (file: string) =>
    path.join(packageDir, "dist", "production", file);
  const entries: Record<string, string> = {
    "react-router": dist("index.mjs"),
    "react-router/dom": dist("dom-export.mjs"),
  };
  return {
    name: "keystone:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => entries[id],
  };
}

export default defineConfig({
  plugins: [constantsCss(), reactRouterProductionBuild(), reactRouter()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
