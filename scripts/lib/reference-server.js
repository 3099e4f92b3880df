// @ts-check
// `node scripts/lib/reference-server.js <build dir>`: the production server's
// own code serving a build, behind two pass-through proxies on free loopback
// ports: one sends every answer as the server made it, the other without the
// Cross-Origin-Opener-Policy header. Prints the two origins as one line of
// JSON, `{"asSent":…,"noOpenerPolicy":…}`, then serves until it is stopped.
// Both forms pay the same hop, so they differ only in that header.
import { createServer, request } from "node:http";

import { createSiteServer } from "../../server/site-server.js";

const HOST = "127.0.0.1";
const OPENER_POLICY = "cross-origin-opener-policy";

const buildDir = process.argv[2];
if (!buildDir) {
  console.error("Usage: node scripts/lib/reference-server.js <build dir>");
  process.exit(2);
}

/** @param {import("node:http").Server} server @returns {Promise<number>} */
function listen(server) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

/** @param {number} upstreamPort @param {string[]} dropped lower-case header names */
function passThrough(upstreamPort, dropped) {
  return createServer((req, res) => {
    const upstream = request(
      {
        host: HOST,
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(
            ([name]) => !dropped.includes(name),
          ),
        );
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.once("error", () => res.destroy());
    req.pipe(upstream);
  });
}

const sitePort = await listen(createSiteServer({ buildDir }));
const [asSent, noOpenerPolicy] = await Promise.all([
  listen(passThrough(sitePort, [])),
  listen(passThrough(sitePort, [OPENER_POLICY])),
]);
console.log(
  JSON.stringify({
    asSent: `http://${HOST}:${asSent}`,
    noOpenerPolicy: `http://${HOST}:${noOpenerPolicy}`,
  }),
);
process.once("SIGTERM", () => process.exit(0));
