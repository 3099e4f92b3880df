// @ts-check
// Prints the JavaScript each pre-rendered page loads: every file its HTML
// references (module scripts, modulepreload links, imports in inline
// scripts) plus the files those import statically, as raw and gzip bytes.
// Usage: node scripts/page-js-size.js [/plus/channels …]   (after npm run build)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { pageFileOf } from "../server/site-files.js";

const clientDir = fileURLToPath(new URL("../build/client/", import.meta.url));

const HTML_REFERENCES = [
  /<script[^>]*\ssrc="([^"]+\.js)"/g,
  /<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g,
  /\bimport\s*\(?\s*"([^"]+\.js)"/g,
];
const STATIC_IMPORTS = /(?:\bfrom|\bimport)\s*"([^"]+\.js)"/g;

/**
 * @param {string} text
 * @param {RegExp[]} patterns
 */
function matches(text, patterns) {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1] ?? ""),
  );
}

/** @param {string} urlPath */
function pageJs(urlPath) {
  const htmlFile = path.join(clientDir, pageFileOf(urlPath));
  const pending = matches(readFileSync(htmlFile, "utf8"), HTML_REFERENCES).map(
    (href) => new URL(href, "http://site/").pathname,
  );
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  for (let href = pending.pop(); href; href = pending.pop()) {
    if (files.has(href)) continue;
    const code = readFileSync(path.join(clientDir, href));
    files.set(href, code);
    for (const imported of matches(code.toString("utf8"), [STATIC_IMPORTS])) {
      pending.push(new URL(imported, `http://site${href}`).pathname);
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const code of files.values()) {
    raw += code.byteLength;
    gzip += gzipSync(code, { level: 9 }).byteLength;
  }
  return { files: files.size, raw, gzip };
}

const pages = process.argv.slice(2);
for (const urlPath of pages.length > 0
  ? pages
  : ["/plus/channels", "/plus/instructions"]) {
  const { files, raw, gzip } = pageJs(urlPath);
  console.log(
    `${urlPath}: ${files} JS files, ${raw.toLocaleString("en-US")} B raw, ${gzip.toLocaleString("en-US")} B gzip`,
  );
}
