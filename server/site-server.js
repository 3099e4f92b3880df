// @ts-check
import { createReadStream } from "node:fs";
import { STATUS_CODES, createServer } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";

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
import {
  flatHeaders,
  loadSiteFiles,
  notFoundPageFor,
  readCspManifest,
} from "./site-files.js";

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
/** An encoded slash: a character of a segment, never a separator, so no file has it. */
const ENCODED_SLASH = /%2f/i;
/** The scheme and authority of an absolute-form request target (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM_PREFIX = /^https?:\/\/[^/?#]*/i;
/** A valid Host value: uri-host (IP literal or reg-name) and an optional port (RFC 3986 §3.2). */
const VALID_HOST = /^(?:\[[0-9a-f:.]+\]|[\w\-.~%!$&'()*+,;=]*)(?::\d*)?$/i;

/**
 * The path and query of a request target: origin-form as sent, absolute-form
 * with its scheme and authority taken off.
 * @param {string} url
 */
export function originForm(url) {
  if (url.startsWith("/")) return url;
  const prefix = ABSOLUTE_FORM_PREFIX.exec(url);
  if (!prefix) return url;
  const rest = url.slice(prefix[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * Whether the request names its host as RFC 9112 §3.2 asks: exactly one valid
 * Host field, which HTTP/1.0 may leave out.
 * @param {Request} req
 */
export function hasValidHost(req) {
  let count = 0;
  let value = "";
  const { rawHeaders } = req;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? "";
    if (name.length === 4 && name.toLowerCase() === "host") {
      count += 1;
      value = rawHeaders[index + 1] ?? "";
    }
  }
  if (count === 0)
    return req.httpVersionMajor === 1 && req.httpVersionMinor === 0;
  return count === 1 && VALID_HOST.test(value);
}

/**
 * Whether the path of a request target (not its query) holds an encoded slash.
 * @param {string} target
 */
function hasEncodedSlash(target) {
  if (!target.includes("%")) return false;
  const queryStart = target.indexOf("?");
  return ENCODED_SLASH.test(
    queryStart === -1 ? target : target.slice(0, queryStart),
  );
}

/**
 * The query of a request target, with its `?`, or "" when it has none.
 * @param {string} target
 */
function queryOf(target) {
  const queryStart = target.indexOf("?");
  return queryStart === -1 ? "" : target.slice(queryStart);
}

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
        ? representation.body.subarray(range.start, range.end + 1)
        : representation.body,
    );
  } else {
    // pipeline destroys the file stream when the client goes away, so an
    // aborted download closes its descriptor; a read error ends the response.
    pipeline(createReadStream(representation.filePath, range), res, () => {});
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
  // A date must name this very build of the file (RFC 9110 §13.1.5), not any later one.
  return Date.parse(ifRange) === Date.parse(file.lastModified);
}

/**
 * range-parser, with a suffix range longer than the file meaning the whole
 * file (RFC 9110 §14.1.2), where range-parser finds it unsatisfiable.
 * @param {number} size
 * @param {string} header
 */
function parseByteRanges(size, header) {
  const clamped = header.replace(
    /([=,]\s*)-\s*(\d+)/g,
    (_, separator, length) => `${separator}-${Math.min(Number(length), size)}`,
  );
  return parseRange(size, clamped, { combine: true });
}

/**
 * Answers a Range request from the file as built, or with the whole
 * representation when the range is not in bytes, spans several parts, or
 * If-Range no longer holds.
 * @param {Request} req
 * @param {Response} res
 * @param {SiteFile} file
 * @param {Representation} whole what a plain GET of the file would get
 */
function sendRange(req, res, file, whole) {
  const rangeHeader = req.headers.range ?? "";
  if (!rangeStillApplies(req, file)) {
    return sendBody(req, res, 200, whole, whole.headerList);
  }
  const { identity } = file;
  const ranges = parseByteRanges(identity.size, rangeHeader);
  if (ranges === -1 || ranges === -2) {
    return sendPlain(req, res, 416, {
      "Content-Range": `bytes */${identity.size}`,
    });
  }
  const [range] = ranges;
  if (ranges.type !== "bytes" || ranges.length !== 1 || !range) {
    return sendBody(req, res, 200, whole, whole.headerList);
  }
  const headerList = flatHeaders({
    ...identity.headers,
    "Content-Length": range.end - range.start + 1,
    "Content-Range": `bytes ${range.start}-${range.end}/${identity.size}`,
  });
  sendBody(req, res, 206, identity, headerList, range);
}

/** An entity tag in a list, weak or strong (RFC 9110 §8.8.3). */
const ENTITY_TAG = /(W\/)?"[^"]*"/g;

/**
 * Whether If-Match holds for a representation with this strong ETag: "*",
 * or the ETag itself in the list, compared strongly (RFC 9110 §13.1.1).
 * @param {string} value
 * @param {string} etag
 */
function ifMatchHolds(value, etag) {
  if (value.trim() === "*") return true;
  for (const [tag, weak] of value.matchAll(ENTITY_TAG)) {
    if (!weak && tag === etag) return true;
  }
  return false;
}

/**
 * Steps 1 and 2 of RFC 9110 §13.2.2: whether If-Match, or else
 * If-Unmodified-Since, fails for the selected representation, so the answer is 412.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {string} etag the representation's ETag
 * @param {string} lastModified the file's Last-Modified date
 */
function preconditionFails(headers, etag, lastModified) {
  const ifMatch = headers["if-match"];
  if (ifMatch !== undefined) return !ifMatchHolds(ifMatch, etag);
  const since = Date.parse(headers["if-unmodified-since"] ?? "");
  // A value that is not a date is ignored (§13.1.4).
  return !Number.isNaN(since) && Date.parse(lastModified) > since;
}

/**
 * The headers, with If-None-Match's tabs as spaces: a list may put either
 * around its commas (RFC 9110 §5.6.1, OWS), and `fresh` splits on spaces only.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
function withTabsAsSpaces(headers) {
  const noneMatch = headers["if-none-match"];
  return noneMatch === undefined
    ? headers
    : { ...headers, "if-none-match": noneMatch.replace(/\t/g, " ") };
}

/**
 * Answers a request for a file: 412 when a precondition fails, 304 when the
 * client's copy is current, a range of it when asked, else the whole file in
 * the best encoding it takes.
 * @param {Request} req
 * @param {Response} res
 * @param {SiteFile} file
 * @param {string[]} acceptable encodings, best first
 */
function sendFile(req, res, file, acceptable) {
  const representation = pickRepresentation(file, acceptable);
  const { headers } = req;
  if (
    (headers["if-match"] !== undefined ||
      headers["if-unmodified-since"] !== undefined) &&
    preconditionFails(
      headers,
      String(representation.headers.ETag),
      file.lastModified,
    )
  ) {
    return sendPlain(req, res, 412);
  }
  if (
    (headers["if-none-match"] !== undefined ||
      headers["if-modified-since"] !== undefined) &&
    fresh(withTabsAsSpaces(headers), {
      etag: representation.headers.ETag,
      "last-modified": file.lastModified,
    })
  ) {
    res.writeHead(304, representation.notModifiedHeaderList);
    return res.end();
  }
  if (headers.range !== undefined) {
    return sendRange(req, res, file, representation);
  }
  sendBody(req, res, 200, representation, representation.headerList);
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
  const { files, redirects, notFoundPages } = loadSiteFiles({
    root: path.join(buildDir, "client"),
    inlineHashes: readCspManifest(path.join(buildDir, CSP_MANIFEST_FILE)),
    memoryLimitBytes,
  });
  const acceptableEncodings = encodingChooser();
  // A request target that is a file's own URL path (no query, nothing to
  // decode) is answered after one lookup, without decoding or checking it.
  const filesByTarget = new Map(
    [...files].filter(
      ([urlPath]) => !urlPath.includes("%") && decodePath(urlPath) === urlPath,
    ),
  );

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function respond(req, res) {
    // HTTP/1.x only: the parser takes any major version (RFC 9110 §15.6.6).
    if (req.httpVersionMajor !== 1) {
      return sendPlain(req, res, 505, { Connection: "close" });
    }
    if (!hasValidHost(req)) return sendPlain(req, res, 400);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendPlain(req, res, 405, { Allow: ALLOWED_METHODS });
    }
    const acceptable = acceptableEncodings(
      req.headers["accept-encoding"] ?? "",
    );
    const url = req.url ?? "";
    const file = filesByTarget.get(url);
    if (file) return sendFile(req, res, file, acceptable);

    const target = originForm(url);
    const urlPath = decodePath(target);
    if (urlPath === null) return sendPlain(req, res, 400);
    const encodedSlash = hasEncodedSlash(target);
    const found = encodedSlash ? undefined : files.get(urlPath);
    if (found) return sendFile(req, res, found, acceptable);

    const canonical = encodedSlash ? undefined : redirects.get(urlPath);
    if (canonical) {
      return sendPlain(req, res, 308, {
        Location: canonical + queryOf(target),
      });
    }
    if (looksLikeFile(urlPath)) return sendPlain(req, res, 404);
    const page = pickRepresentation(
      notFoundPageFor(notFoundPages, urlPath),
      acceptable,
    );
    sendBody(req, res, 404, page, page.headerList);
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
 * A complete response written straight to a socket, for the cases Node hands
 * over without a request object; the connection closes after it.
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function writeBareResponse(socket, status, extraHeaders = {}) {
  const body = `${STATUS_CODES[status] ?? "Error"}\n`;
  const headers = {
    Date: new Date().toUTCString(),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": CACHE_REVALIDATE,
    ...SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(),
    ...extraHeaders,
    Connection: "close",
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      `\r\n${body}`,
  );
  // A client that never closes its side must not hold the socket open.
  setTimeout(() => socket.destroy(), BARE_RESPONSE_LINGER_MS).unref();
}

/** How long a socket answered by writeBareResponse waits for the client to close. */
const BARE_RESPONSE_LINGER_MS = 1000;

/** The last response begun on each socket. */
/** @type {WeakMap<import("node:stream").Duplex, Response>} */
const lastResponse = new WeakMap();

/**
 * Whether a parse error on this socket belongs to a request already handed to
 * the site, or arrives while a response is still being written: a second
 * status line then would be read as the answer to the next request.
 * @param {import("node:stream").Duplex} socket
 */
function responseUnderway(socket) {
  const res = lastResponse.get(socket);
  return res !== undefined && (!res.req.complete || !res.writableFinished);
}

/** A request line naming an HTTP version whose major number is not 1. */
const OTHER_MAJOR_VERSION = /^[A-Z]+ \S+ HTTP\/(?!1\.)\d\.\d$/;

/** A request line with no line break before the parser gave up: the URL is too long. */
const LONG_REQUEST_LINE = /^[A-Z]+ [^\r\n]*$/;

/**
 * Answers requests Node cannot parse (bad syntax, headers too large) with the
 * site's headers instead of a bare status line; closes the connection without
 * a word when a response to that request has already begun.
 * @param {Error & { code?: string, rawPacket?: unknown, bytesParsed?: number }} error
 * @param {import("node:stream").Duplex} socket
 */
export function handleClientError(error, socket) {
  if (
    error.code === "ECONNRESET" ||
    !socket.writable ||
    responseUnderway(socket)
  ) {
    socket.destroy();
    return;
  }
  writeBareResponse(socket, clientErrorStatus(error));
}

/**
 * @param {Error & { code?: string, rawPacket?: unknown, bytesParsed?: number }} error
 */
function clientErrorStatus(error) {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (error.code === "HPE_INVALID_VERSION") {
    const { rawPacket } = error;
    const requestLine = Buffer.isBuffer(rawPacket)
      ? rawPacket.toString("latin1").split("\r\n", 1)[0]
      : "";
    // A well-formed version of another major: not ours (RFC 9110 §15.6.6).
    return OTHER_MAJOR_VERSION.test(requestLine ?? "") ? 505 : 400;
  }
  if (error.code !== "HPE_HEADER_OVERFLOW") return 400;
  const { rawPacket, bytesParsed } = error;
  const parsed =
    Buffer.isBuffer(rawPacket) && typeof bytesParsed === "number"
      ? rawPacket.subarray(0, bytesParsed).toString("latin1")
      : "";
  return LONG_REQUEST_LINE.test(parsed) ? 414 : 431;
}

/** How long a response may wait for the client to take more of it, as nginx's `send_timeout`. */
export const DEFAULT_SEND_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} SendTimeoutOption
 * @property {number} [sendTimeoutMs] a response whose client takes none of it
 *   for this long loses its connection, so a stalled download cannot hold a
 *   socket and a file open for ever
 */
/** @typedef {SiteHandlerOptions & SendTimeoutOption} SiteServerOptions */

/**
 * The production server: the site handler, with every answer Node would give
 * on its own (no Host, an unknown Expect, CONNECT, parse errors) given here
 * instead, with the site's headers.
 * @param {SiteServerOptions} options
 */
export function createSiteServer({
  sendTimeoutMs = DEFAULT_SEND_TIMEOUT_MS,
  ...options
}) {
  if (!Number.isSafeInteger(sendTimeoutMs) || sendTimeoutMs < 1) {
    // Node reads 0 as no timeout at all.
    throw new RangeError(
      `The send timeout must be a whole number of milliseconds from 1, not ${sendTimeoutMs}.`,
    );
  }
  const handle = createSiteHandler(options);
  /**
   * The socket's idle timer: bytes the kernel takes from the response, or
   * the client sends, restart it; with no "timeout" listener, Node destroys
   * the socket when it fires. A keep-alive wait sets its own.
   * @param {Request} req
   * @param {Response} res
   */
  function begin(req, res) {
    lastResponse.set(req.socket, res);
    res.setTimeout(sendTimeoutMs);
  }
  // The Host check lives in the handler, so that its answer carries our headers.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    begin(req, res);
    handle(req, res);
  });
  server.on("checkExpectation", (req, res) => {
    begin(req, res);
    sendPlain(req, res, 417);
  });
  server.on("connect", (_req, socket) => {
    writeBareResponse(socket, 405, { Allow: ALLOWED_METHODS });
  });
  server.on("clientError", handleClientError);
  return server;
}
