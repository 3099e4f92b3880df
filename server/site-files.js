// @ts-check
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { lookup as mimeType } from "mrmime";

import {
  ENCODINGS,
  NO_INLINE_CODE,
  SECURITY_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
  isCompressible,
} from "./header-policy.js";

/**
 * The not-found page in the client build; sent with status 404, never at its
 * own URL. A folder may hold its own (`es/404.html`, in Spanish): an unknown
 * URL gets the one of the nearest folder above it, as Cloudflare Pages does.
 */
export const NOT_FOUND_FILE = "404.html";
/** The static hosts' header file, read by them and never served. */
export const HEADERS_FILE = "_headers";

/** @typedef {import("./header-policy.js").InlineHashes} InlineHashes */
/** @typedef {Record<string, string | number>} Headers */

/**
 * One stored form of a file: as built, or one of its precompressed variants.
 * @typedef {object} Representation
 * @property {string} filePath
 * @property {number} size
 * @property {Buffer | null} body the bytes, or null when the file is streamed
 *   from disk. `end()` writes the head and a Buffer in one writev, without
 *   copying the body into a string first.
 * @property {Headers} headers of a full 200 response
 * @property {(string | number)[]} headerList the same headers, flat, ready for `writeHead`
 * @property {(string | number)[]} notModifiedHeaderList the headers of a 304, flat
 */

/**
 * @typedef {object} SiteFile
 * @property {string} urlPath
 * @property {string} etag of the file as built (a strong validator)
 * @property {string} lastModified
 * @property {Representation} identity
 * @property {Partial<Record<"br" | "gzip", Representation>>} encoded
 */

/** The static hosts' redirect file, read by them and never served. */
export const REDIRECTS_FILE = "_redirects";

/**
 * The file a page is written to: `/` → `index.html`, `/plus` → `plus.html`,
 * `/plus/channels` → `plus/channels.html`. Static hosts (Cloudflare Pages,
 * Netlify) serve `plus.html` at `/plus` itself, the page's canonical URL;
 * a folder's `index.html` they would serve only at `/plus/`, after a redirect.
 * @param {string} urlPath
 */
export function pageFileOf(urlPath) {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`;
}

/**
 * The URL paths a built file answers at: `plus.html` at `/plus`, `index.html`
 * at `/`. Files that are part of the build but not of the site answer at none.
 * @param {string} relPath path inside the client build, with `/` separators
 * @param {(relPath: string) => boolean} exists
 * @returns {string[]}
 */
export function urlPathsOf(relPath, exists) {
  const segments = relPath.split("/");
  if (segments.some((segment) => segment.startsWith("."))) return [];
  if ([HEADERS_FILE, REDIRECTS_FILE].includes(relPath)) return [];
  if (segments.at(-1) === NOT_FOUND_FILE) return [];
  // A precompressed copy of a text file is sent only in place of that file.
  const variantOf = ENCODINGS.find(({ suffix }) => relPath.endsWith(suffix));
  const original = variantOf && relPath.slice(0, -variantOf.suffix.length);
  if (original && isCompressible(original) && exists(original)) return [];
  if (relPath === "index.html") return ["/"];
  if (relPath.endsWith(".html"))
    return [`/${relPath.slice(0, -".html".length)}`];
  return [`/${relPath}`];
}

/**
 * The other addresses of a page, each answered with a permanent redirect
 * (308) to the page, as Cloudflare Pages answers them: the trailing-slash
 * form (`/plus/`) and the file's own name (`/plus.html`, `/index.html`).
 * @param {string} urlPath the page's canonical URL path
 * @returns {string[]}
 */
export function redirectedPathsOf(urlPath) {
  if (urlPath === "/") return ["/index.html"];
  return [`${urlPath}/`, `/${pageFileOf(urlPath)}`];
}

/**
 * Every file under `dir`, as paths relative to it with `/` separators.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function listFiles(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relPath = prefix + entry.name;
    if (entry.isDirectory())
      return listFiles(path.join(dir, entry.name), `${relPath}/`);
    return entry.isFile() ? [relPath] : [];
  });
}

/**
 * Flattens headers for `writeHead`, which takes `[name, value, name, value…]`.
 * @param {Headers} headers
 */
export function flatHeaders(headers) {
  return Object.entries(headers).flat();
}

/** Headers that describe the body, so a 304 (which has none) leaves them out. */
const BODY_HEADERS = new Set([
  "Content-Type",
  "Content-Length",
  "Content-Encoding",
  "Accept-Ranges",
]);

/** @param {string} fileName */
function contentType(fileName) {
  const type = mimeType(fileName) ?? "application/octet-stream";
  const isText =
    type.startsWith("text/") ||
    /\/(javascript|json|xml|svg\+xml|manifest\+json)$/.test(type);
  return isText ? `${type}; charset=utf-8` : type;
}

/**
 * @typedef {object} LoadOptions
 * @property {string} root the client build folder
 * @property {Map<string, InlineHashes>} inlineHashes per HTML file of the build
 * @property {number} memoryLimitBytes files larger than this are streamed from disk
 */

/**
 * Reads the client build once: each file with its precompressed variants and
 * the complete headers of each, so that a request costs one lookup and one write.
 * @param {LoadOptions} options
 * @returns {{ files: Map<string, SiteFile>, redirects: Map<string, string>, notFoundPages: Map<string, SiteFile> }}
 *   `redirects` maps each page's other addresses to its URL path;
 *   `notFoundPages` maps each folder with a not-found page ("/", "/es/") to it.
 */
export function loadSiteFiles({ root, inlineHashes, memoryLimitBytes }) {
  const relPaths = listFiles(root);
  const present = new Set(relPaths);
  const exists = (/** @type {string} */ relPath) => present.has(relPath);

  /**
   * @param {string} relPath
   * @param {string} urlPath its canonical URL path
   * @param {{ validators: boolean }} options
   * @returns {SiteFile}
   */
  function load(relPath, urlPath, { validators }) {
    const filePath = path.join(root, relPath);
    const content = readFileSync(filePath);
    const etag = `"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;
    const lastModified = statSync(filePath).mtime.toUTCString();
    const compressible = isCompressible(relPath);
    const hashes = relPath.endsWith(".html")
      ? (inlineHashes.get(relPath) ?? missingHashes(relPath))
      : NO_INLINE_CODE;
    /** @type {Headers} */
    const common = {
      "Content-Type": contentType(relPath),
      "Cache-Control": cacheControlFor(urlPath),
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
      "Accept-Ranges": "bytes",
      ...SECURITY_HEADERS,
      "Content-Security-Policy": contentSecurityPolicy(hashes),
    };

    /**
     * @param {string} variantPath
     * @param {Buffer} bytes
     * @param {{ encoding?: string, etag: string }} variant
     * @returns {Representation}
     */
    function representation(variantPath, bytes, variant) {
      /** @type {Headers} */
      const headers = {
        ...common,
        "Content-Length": bytes.byteLength,
        ...(variant.encoding ? { "Content-Encoding": variant.encoding } : {}),
        ...(validators
          ? { ETag: variant.etag, "Last-Modified": lastModified }
          : {}),
      };
      const inMemory = bytes.byteLength <= memoryLimitBytes;
      return {
        filePath: variantPath,
        size: bytes.byteLength,
        body: inMemory ? bytes : null,
        headers,
        headerList: flatHeaders(headers),
        notModifiedHeaderList: flatHeaders(
          Object.fromEntries(
            Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)),
          ),
        ),
      };
    }

    /** @type {SiteFile["encoded"]} */
    const encoded = {};
    if (compressible) {
      for (const { name, suffix } of ENCODINGS) {
        if (!exists(relPath + suffix)) continue;
        const variantPath = filePath + suffix;
        encoded[name] = representation(variantPath, readFileSync(variantPath), {
          encoding: name,
          etag: `${etag.slice(0, -1)}-${name}"`,
        });
      }
    }
    return {
      urlPath,
      etag,
      lastModified,
      identity: representation(filePath, content, { etag }),
      encoded,
    };
  }

  /** @type {Map<string, SiteFile>} */
  const files = new Map();
  /** @type {Map<string, string>} */
  const redirects = new Map();
  for (const relPath of relPaths) {
    const [urlPath] = urlPathsOf(relPath, exists);
    if (!urlPath) continue;
    files.set(urlPath, load(relPath, urlPath, { validators: true }));
    if (relPath.endsWith(".html")) {
      for (const from of redirectedPathsOf(urlPath))
        redirects.set(from, urlPath);
    }
  }
  if (!exists(NOT_FOUND_FILE)) {
    throw new Error(
      `${path.join(root, NOT_FOUND_FILE)} is missing: run \`npm run build\`.`,
    );
  }
  /** @type {Map<string, SiteFile>} */
  const notFoundPages = new Map();
  for (const relPath of relPaths) {
    if (path.posix.basename(relPath) !== NOT_FOUND_FILE) continue;
    const folder = `/${relPath.slice(0, -NOT_FOUND_FILE.length)}`;
    notFoundPages.set(
      folder,
      load(relPath, `${folder}${NOT_FOUND_FILE}`, { validators: false }),
    );
  }
  return { files, redirects, notFoundPages };
}

/**
 * The not-found page for an unknown URL path: that of the nearest folder
 * above it that has one (`/es/plus/x` → `es/404.html`), else the site's.
 * @param {Map<string, SiteFile>} notFoundPages as `loadSiteFiles` gives them
 * @param {string} urlPath
 * @returns {SiteFile}
 */
export function notFoundPageFor(notFoundPages, urlPath) {
  for (
    let end = urlPath.lastIndexOf("/");
    end > 0;
    end = urlPath.lastIndexOf("/", end - 1)
  ) {
    const page = notFoundPages.get(urlPath.slice(0, end + 1));
    if (page) return page;
  }
  const page = notFoundPages.get("/");
  if (!page) throw new Error(`The build has no ${NOT_FOUND_FILE}.`);
  return page;
}

/** @param {string} relPath @returns {never} */
function missingHashes(relPath) {
  throw new Error(
    `The build's CSP manifest has no entry for ${relPath}: run \`npm run build\`.`,
  );
}

/**
 * Parses the CSP manifest the build writes: `{ "<page>.html": InlineHashes }`.
 * @param {string} manifestPath
 * @returns {Map<string, InlineHashes>}
 */
export function readCspManifest(manifestPath) {
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build\`.`);
  }
  /** @type {unknown} */
  const data = JSON.parse(readFileSync(manifestPath, "utf8"));
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Error(`${manifestPath}: expected an object of pages.`);
  }
  const pages = new Map();
  for (const [page, entry] of Object.entries(data)) {
    pages.set(page, parseInlineHashes(entry, `${manifestPath}: ${page}`));
  }
  return pages;
}

const HASH_SOURCE = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * @param {unknown} entry
 * @param {string} where
 * @returns {InlineHashes}
 */
function parseInlineHashes(entry, where) {
  /** @param {string} key @returns {string[]} */
  const list = (key) => {
    const value =
      typeof entry === "object" && entry !== null
        ? Object.getOwnPropertyDescriptor(entry, key)?.value
        : undefined;
    if (
      !Array.isArray(value) ||
      !value.every((item) => typeof item === "string" && HASH_SOURCE.test(item))
    ) {
      throw new Error(`${where}: "${key}" must be a list of sha256 sources.`);
    }
    return value;
  };
  return {
    scripts: list("scripts"),
    styles: list("styles"),
    styleAttributes: list("styleAttributes"),
  };
}
