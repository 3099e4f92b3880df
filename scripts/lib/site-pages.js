// @ts-check
// The pre-rendered pages of the build, found on disk so that every check
// covers every page the build makes, including pages added later.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { urlPathsOf } from "../../server/site-files.js";

export const CLIENT_DIR = path.resolve(
  fileURLToPath(new URL("../../build/client", import.meta.url)),
);

/**
 * Every HTML file under the client build, as paths relative to it.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function htmlFiles(dir = CLIENT_DIR) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/**
 * The URL path of every pre-rendered route (`plus.html` → `/plus`,
 * `index.html` → `/`); the not-found page, served for unknown paths, is not
 * a route.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function routePaths(dir = CLIENT_DIR) {
  return htmlFiles(dir)
    .flatMap((file) => urlPathsOf(file, () => false))
    .sort();
}
