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
 * Folders of the pages built one per data entry (a page per channel, per
 * device and platform), in each language: `plus/channels/espn.html`,
 * `es/plus/instructions/streaming/roku.html`.
 */
const DATA_PAGE_FOLDER = /^(es\/)?plus\/(channels|instructions)\//;

/** Pages of each data folder a sampled check keeps: its first, second and last. */
const SAMPLE_POSITIONS = [0, 1, -1];

/**
 * The HTML files a check samples: every page but those built per data entry,
 * and of those only a few per folder (the first, the second and the last),
 * so the check takes the same time however long the lineup grows. One
 * function makes all of them, so each sampled page stands for the rest.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function sampledHtmlFiles(dir = CLIENT_DIR) {
  const files = htmlFiles(dir);
  /** @type {Map<string, string[]>} */
  const byFolder = new Map();
  for (const file of files.filter((name) => DATA_PAGE_FOLDER.test(name))) {
    const folder = file.slice(0, file.lastIndexOf("/"));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const sample = new Set(
    [...byFolder.values()].flatMap((folderFiles) =>
      SAMPLE_POSITIONS.map((position) => folderFiles.at(position)),
    ),
  );
  return files.filter(
    (file) => !DATA_PAGE_FOLDER.test(file) || sample.has(file),
  );
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
