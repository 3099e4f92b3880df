// @ts-check
import { describe, expect, it } from "vitest";

import { urlPathsOf } from "./site-files.js";

const built = new Set(["index.html", "assets/a-1.js", "archive.tar"]);
/** @param {string} relPath */
const exists = (relPath) => built.has(relPath);

describe("urlPathsOf", () => {
  it.each([
    ["index.html", ["/"]],
    ["plus/index.html", ["/plus", "/plus/"]],
    ["plus/channels/index.html", ["/plus/channels", "/plus/channels/"]],
    ["assets/a-1.js", ["/assets/a-1.js"]],
    ["json/channels/channels.json", ["/json/channels/channels.json"]],
    // The not-found page answers only with status 404, at unknown URLs.
    ["404.html", []],
    ["_headers", []],
    [".env", []],
    [".git/config", []],
    ["index.html.br", []],
    ["assets/a-1.js.gz", []],
    // A compressed file with no uncompressed twin is an ordinary download.
    ["archive.tar.gz", ["/archive.tar.gz"]],
  ])("%s → %j", (relPath, expected) => {
    expect(urlPathsOf(relPath, exists)).toEqual(expected);
  });
});
