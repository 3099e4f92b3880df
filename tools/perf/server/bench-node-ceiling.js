// @ts-check
// The reference row of bench-server.js: a bare node:http server that
// replays, byte for byte, the status, headers and brotli body the production
// server sends for each target, with no routing, negotiation or file lookup.
// What it reaches is the most any server on Node's HTTP stack can reach with
// the site's header policy; the gap to it is what the production server's own
// code costs.
// Started by bench-server.js with PORT, HOST, ORIGIN_PORT and TARGETS (JSON).
import { createServer, request } from "node:http";

const HOST = process.env.HOST ?? "127.0.0.1";
const PORT = Number(process.env.PORT);
const ORIGIN_PORT = Number(process.env.ORIGIN_PORT);
/** @type {string[]} */
const TARGETS = JSON.parse(process.env.TARGETS ?? "[]");
/** Node writes these itself on every response. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive"]);

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {string[]} headers flat, as writeHead takes them
 * @property {Buffer} body
 */

/** @param {string} target @returns {Promise<Answer>} */
function fetchAnswer(target) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: HOST,
        port: ORIGIN_PORT,
        path: target,
        headers: { "accept-encoding": "br" },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          /** @type {string[]} */
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] ?? "";
            if (OWN_HEADERS.has(name.toLowerCase())) continue;
            headers.push(name, res.rawHeaders[i + 1] ?? "");
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** @type {Map<string, Answer>} */
const answers = new Map();
for (const target of TARGETS) answers.set(target, await fetchAnswer(target));

createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(PORT, HOST);
