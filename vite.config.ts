import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";

import { CHUNK_GROUPS } from "./build-tools/chunk-groups.ts";
import {
  CONSTANTS_CSS,
  resolveCustomMedia,
} from "./app/config/css-constants.ts";

const CONSTANTS_CSS_ID = "virtual:constants.css";

/** Brings the SPEC §9 layout constants into the stylesheets (see app/config/css-constants.ts). */
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
 * The files every page runs nearly all of as it starts: the entry, which
 * holds React's renderer, and React with React Router and the site's shared
 * code (build-tools/chunk-groups.ts).
 */
const EAGER_CHUNKS = new Set(["entry.client", "site"]);

/**
 * Marks those files for eager compilation, a hint Chromium's V8 follows by
 * compiling them off the main thread while they download, instead of
 * function by function on the main thread as they first run. Other engines
 * read it as a comment.
 */
function compileHints(): Plugin {
  return {
    name: "keystone:compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && EAGER_CHUNKS.has(chunk.name)) {
          // It must be the file's first line.
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [constantsCss(), reactRouter(), compileHints()],
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
