import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";

import { CHUNK_GROUPS } from "./build-tools/chunk-groups.ts";
import {
  CONSTANTS_CSS,
  resolveCustomMedia,
} from "./app/config/css-constants.ts";

import { FACTS_PATH } from "./app/config/facts-file.ts";
import { DATA_SNAPSHOT_ENV } from "./app/data/snapshot-env.ts";

const CONSTANTS_CSS_ID = "virtual:constants.css";

/**
 * The business's facts as `npm run build` took them with the data files
 * (build-tools/data-snapshot.ts): app/config/site.ts imports the shipped
 * file, which stands for the snapshot's copy in a build that has one.
 */
function factsFileAlias() {
  const snapshot = process.env[DATA_SNAPSHOT_ENV];
  if (!snapshot) return [];
  return [
    {
      // The whole import specifier, so that the replacement stands alone.
      find: new RegExp(`^.*/public${FACTS_PATH.replaceAll(".", "\\.")}$`),
      replacement: path.join(snapshot, FACTS_PATH),
    },
  ];
}

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

export default defineConfig(({ command }) => ({
  plugins: [constantsCss(), reactRouter()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: { tsconfigPaths: true, alias: factsFileAlias() },
  css: {
    // Shorter than Vite's default "_[local]_[hash]_[line]" in every page's
    // HTML and in the class maps a page's scripts carry; readable in development.
    modules:
      command === "build" ? { generateScopedName: "_[hash:base64:6]" } : {},
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
}));
