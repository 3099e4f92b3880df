// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";

import sirv from "sirv";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

const ALLOWED_METHODS = "GET, HEAD";

/**
 * Paths that name a file (an asset, a data file, anything with an extension)
 * get a plain 404 when missing; every other path is a page and gets the
 * not-found screen.
 * @param {string} pathname
 */
function looksLikeFile(pathname) {
  return (
    pathname.startsWith("/assets/") ||
    pathname.startsWith("/json/") ||
    /\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * The request handler of the production site: serves the pre-rendered build
 * in `root` and answers everything else with the right status.
 * @param {{ root: string }} options
 */
export function createSiteHandler({ root }) {
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  const serveStatic = sirv(root, {
    etag: true,
    dotfiles: false,
    extensions: ["html"],
  });

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function notFound(req, res) {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (looksLikeFile(pathname)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : "Not Found\n");
      return;
    }
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": notFoundPage.byteLength,
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  return function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, {
        Allow: ALLOWED_METHODS,
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end("Method Not Allowed\n");
      return;
    }
    serveStatic(req, res, () => notFound(req, res));
  };
}
