import { createHash } from "node:crypto";
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

/**
 * The data files' schemas run on app/data/lean-validator.ts in the browser:
 * the same checks, without valibot's wording of each issue.
 */
function leanValidator(): Plugin {
  const lean = path.resolve(import.meta.dirname, "app/data/lean-validator.ts");
  return {
    name: "keystone:lean-validator",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (id === "valibot" ? lean : undefined),
  };
}

/** Which module's name each short class name stands for, so that two can never meet. */
const shortNames = new Map<string, string>();

/**
 * Short names for the classes of CSS modules in the build: "_", five
 * characters of a hash of the module's path, and the place of the class (or
 * animation) among the names the module defines; the same in the browser's
 * build and in pre-rendering. Every hydrating page carries the maps of its
 * modules' classes, and every page their names in its HTML; Vite's default,
 * "_name_hash_line", costs about 0.3 kB gzip of script on the Channel
 * Finder. The development server keeps the readable default.
 */
function shortClassName(name: string, filename: string, css: string) {
  const file = path.relative(import.meta.dirname, filename.split("?")[0] ?? "");
  const prefix = createHash("sha256")
    .update(file)
    .digest()
    .readUIntBE(0, 6)
    .toString(36)
    .padStart(5, "0")
    .slice(0, 5);
  const names = [
    ...new Set(
      Array.from(
        css.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g),
        (match) => match[1],
      ),
    ),
  ];
  const place = names.indexOf(name);
  if (place === -1) throw new Error(`No name ${name} in ${file}`);
  const short = `_${prefix}${place.toString(36)}`;
  const owner = `${file} ${name}`;
  if ((shortNames.get(short) ?? owner) !== owner) {
    throw new Error(`${owner} and ${shortNames.get(short)} both get ${short}`);
  }
  shortNames.set(short, owner);
  return short;
}

export default defineConfig(({ command }) => ({
  plugins: [
    constantsCss(),
    reactRouterProductionBuild(),
    leanValidator(),
    reactRouter(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: { tsconfigPaths: true },
  css: {
    modules: command === "build" ? { generateScopedName: shortClassName } : {},
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
}));
