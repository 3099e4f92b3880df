// @ts-check
import { createReadStream } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";

import fresh from "fresh";
import Negotiator from "negotiator";
import parseRange from "range-parser";

import {
  CACHE_REVALIDATE,
  CSP_MANIFEST_FILE,
  DATA_FILES_PREFIX,
  ENCODINGS,
  HASHED_ASSETS_PREFIX,
  SECURITY_HEADERS,
  contentSecurityPolicy,
} from "./header-policy.js";
import { flatHeaders, loadSiteFiles, readCspManifest } from "./site-files.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("./site-files.js").SiteFile} SiteFile */
/** @typedef {import("./site-files.js").Representation} Representation */

export const ALLOWED_METHODS = "GET, HEAD";
/** Files up to this size are kept in memory; larger ones are streamed from disk. */
const DEFAULT_MEMORY_LIMIT_BYTES = 1024 * 1024;

/** Encodings we can send, best first; `identity` is the file as built. */
const ENCODING_PREFERENCE = [...ENCODINGS.map(({ name }) => name), "identity"];
/** Distinct Accept-Encoding values remembered; browsers send a handful. */
const ENCODING_CACHE_SIZE = 256;

/** Dot segments, empty segments, backslashes and NUL, after decoding. */
const UNSAFE_PATH = /\/\.\.?(?:\/|$)|\/\/|\\|\0/;

/**
 * The decoded path of a request URL, or null when it is malformed or tries to
 * step outside the site.
 * @param {string} url
 */
export function decodePath(url) {
  const queryStart = url.indexOf("?");
  let urlPath = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!urlPath.startsWith("/")) return null;
  if (urlPath.includes("%")) {
    try {
      urlPath = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
  }
  return UNSAFE_PATH.test(urlPath) ? null : urlPath;
}

/**
 * Paths that name a file (an asset, a data file, anything with an extension
 * but .html) get a plain 404 when missing; every other path is a page and
 * gets the not-found screen.
 * @param {string} urlPath
 */
function looksLikeFile(urlPath) {
  return (
    urlPath.startsWith(HASHED_ASSETS_PREFIX) ||
    urlPath.startsWith(DATA_FILES_PREFIX) ||
    (/\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith(".html"))
  );
}

/** Acceptable encodings for an Accept-Encoding value, best first, memoised. */
function encodingChooser() {
  /** @type {Map<string, string[]>} */
  const cache = new Map();
  /** @param {string} header */
  return (header) => {
    let acceptable = cache.get(header);
    if (!acceptable) {
      if (cache.size >= ENCODING_CACHE_SIZE) cache.clear();
      acceptable = new Negotiator({
        headers: { "accept-encoding": header },
      }).encodings(ENCODING_PREFERENCE, { preferred: ENCODING_PREFERENCE });
      cache.set(header, acceptable);
    }
    return acceptable;
  };
}

/**
 * @param {SiteFile} file
 * @param {string[]} acceptable
 * @returns {Representation}
 */
function pickRepresentation(file, acceptable) {
  for (const name of acceptable) {
    if (name === "identity") return file.identity;
    const representation = file.encoded[name === "br" ? "br" : "gzip"];
    if (representation) return representation;
  }
  // Nothing acceptable: the file as built beats a 406 for a static site.
  return file.identity;
}

/**
 * A short plain-text answer (errors, 405, 416) with the site's headers.
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
function sendPlain(req, res, status, extraHeaders = {}) {
  const body = `${STATUS_CODES[status] ?? "Error"}\n`;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": CACHE_REVALIDATE,
    ...SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(),
    ...extraHeaders,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Sends a representation, whole or a byte range of it.
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {Representation} representation
 * @param {(string | number)[]} headerList
 * @param {{ start: number, end: number }} [range]
 */
function sendBody(req, res, status, representation, headerList, range) {
  res.writeHead(status, headerList);
  if (req.method === "HEAD") {
    res.end();
  } else if (representation.body !== null) {
    res.end(
      range
        ? representation.body.slice(range.start, range.end + 1)
        : representation.body,
      "latin1",
    );
  } else {
    createReadStream(representation.filePath, range)
      .on("error", () => res.destroy())
      .pipe(res);
  }
}

/**
 * Whether a Range request still applies: without If-Range, or when If-Range
 * names the current file by its strong ETag or its date.
 * @param {Request} req
 * @param {SiteFile} file
 */
function rangeStillApplies(req, file) {
  const ifRange = req.headers["if-range"];
  if (ifRange === undefined) return true;
  if (typeof ifRange !== "string") return false;
  if (ifRange.includes('"')) return ifRange === file.etag;
  return Date.parse(file.lastModified) <= Date.parse(ifRange);
}

/**
 * Answers a Range request from the file as built, or with the whole file when
 * the range is not in bytes, spans several parts, or If-Range no longer holds.
 * @param {Request} req
 * @param {Response} res
 * @param {SiteFile} file
 * @param {string} rangeHeader
 * @param {() => void} sendWhole
 */
function sendRange(req, res, file, rangeHeader, sendWhole) {
  if (!rangeStillApplies(req, file)) return sendWhole();
  const { identity } = file;
  const ranges = parseRange(identity.size, rangeHeader, { combine: true });
  if (ranges === -1 || ranges === -2) {
    return sendPlain(req, res, 416, {
      "Content-Range": `bytes */${identity.size}`,
    });
  }
  const [range] = ranges;
  if (ranges.type !== "bytes" || ranges.length !== 1 || !range) {
    return sendWhole();
  }
  const headerList = flatHeaders({
    ...identity.headers,
    "Content-Length": range.end - range.start + 1,
    "Content-Range": `bytes ${range.start}-${range.end}/${identity.size}`,
  });
  sendBody(req, res, 206, identity, headerList, range);
}

/**
 * @typedef {object} SiteHandlerOptions
 * @property {string} buildDir the build folder: `client/` and the CSP manifest
 * @property {number} [memoryLimitBytes] larger files are streamed from disk
 */

/**
 * The request handler of the production site. It reads the build once, so a
 * rebuilt site is served after a restart, and answers every request with the
 * policy of header-policy.js and the right status.
 * @param {SiteHandlerOptions} options
 */
export function createSiteHandler({
  buildDir,
  memoryLimitBytes = DEFAULT_MEMORY_LIMIT_BYTES,
}) {
  const { files, notFoundPage } = loadSiteFiles({
    root: path.join(buildDir, "client"),
    inlineHashes: readCspManifest(path.join(buildDir, CSP_MANIFEST_FILE)),
    memoryLimitBytes,
  });
  const acceptableEncodings = encodingChooser();

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function respond(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendPlain(req, res, 405, { Allow: ALLOWED_METHODS });
    }
    const urlPath = decodePath(req.url ?? "");
    if (urlPath === null) return sendPlain(req, res, 400);

    const acceptable = acceptableEncodings(
      req.headers["accept-encoding"] ?? "",
    );
    const file = files.get(urlPath);
    if (!file) {
      if (looksLikeFile(urlPath)) return sendPlain(req, res, 404);
      const page = pickRepresentation(notFoundPage, acceptable);
      return sendBody(req, res, 404, page, page.headerList);
    }

    const representation = pickRepresentation(file, acceptable);
    const sendWhole = () =>
      sendBody(req, res, 200, representation, representation.headerList);
    const { headers } = req;
    if (
      (headers["if-none-match"] !== undefined ||
        headers["if-modified-since"] !== undefined) &&
      fresh(headers, {
        etag: representation.headers.ETag,
        "last-modified": file.lastModified,
      })
    ) {
      res.writeHead(304, representation.notModifiedHeaderList);
      return res.end();
    }
    if (headers.range !== undefined) {
      return sendRange(req, res, file, headers.range, sendWhole);
    }
    sendWhole();
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  return function handle(req, res) {
    try {
      respond(req, res);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendPlain(req, res, 500);
    }
  };
}

/**
 * Answers requests Node cannot parse (bad syntax, headers too large) with the
 * site's headers instead of a bare status line.
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 */
export function handleClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(),
    "Content-Length": "0",
    Connection: "close",
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      "\r\n",
  );
}
