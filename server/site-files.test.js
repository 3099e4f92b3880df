// @ts-check
import { describe, expect, it } from "vitest";

import {
  notFoundPageFor,
  pageFileOf,
  redirectedPathsOf,
  urlPathsOf,
} from "./site-files.js";

const built = new Set(["index.html", "assets/a-1.js", "archive.tar"]);
/** @param {string} relPath */
const exists = (relPath) => built.has(relPath);

describe("urlPathsOf", () => {
  it.each([
    ["index.html", ["/"]],
    ["plus.html", ["/plus"]],
    ["plus/channels.html", ["/plus/channels"]],
    ["assets/a-1.js", ["/assets/a-1.js"]],
    ["json/channels/channels.json", ["/json/channels/channels.json"]],
    // The not-found page answers only with status 404, at unknown URLs.
    ["404.html", []],
    ["es/404.html", []],
    ["_headers", []],
    ["_redirects", []],
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

describe("pageFileOf", () => {
  it.each([
    ["/", "index.html"],
    ["/plus", "plus.html"],
    ["/plus/channels", "plus/channels.html"],
  ])("%s is written to %s, which answers at it", (urlPath, file) => {
    expect(pageFileOf(urlPath)).toBe(file);
    expect(urlPathsOf(file, () => false)).toEqual([urlPath]);
  });
});

describe("redirectedPathsOf", () => {
  it.each([
    ["/", ["/index.html"]],
    ["/plus", ["/plus/", "/plus.html"]],
    ["/plus/channels", ["/plus/channels/", "/plus/channels.html"]],
  ])("%s is also asked for at %j", (urlPath, expected) => {
    expect(redirectedPathsOf(urlPath)).toEqual(expected);
  });
});

describe("notFoundPageFor", () => {
  /** @param {string} urlPath */
  const page = (urlPath) =>
    /** @type {import("./site-files.js").SiteFile} */ (
      /** @type {unknown} */ ({ urlPath })
    );
  const pages = new Map([
    ["/", page("/404.html")],
    ["/es/", page("/es/404.html")],
  ]);
  it.each([
    ["/no-such-page", "/404.html"],
    ["/plus/no-such-page", "/404.html"],
    ["/es/no-such-page", "/es/404.html"],
    ["/es/plus/no/such/page", "/es/404.html"],
    // Only a folder of that name is Spanish.
    ["/espanol", "/404.html"],
    ["/es.html/x", "/404.html"],
  ])("%s gets %s", (urlPath, expected) => {
    expect(notFoundPageFor(pages, urlPath).urlPath).toBe(expected);
  });
});
