// @ts-check
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createSiteHandler, handleClientError } from "./site-server.js";

const buildDir = path.resolve(
  fileURLToPath(new URL("../build", import.meta.url)),
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
/** How long in-flight requests may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

const handle = createSiteHandler({ buildDir });
let closing = false;

const server = createServer((req, res) => {
  // While stopping, each answer closes its connection so none is left waiting.
  if (closing) res.shouldKeepAlive = false;
  handle(req, res);
});
server.on("clientError", handleClientError);

server.listen(port, host, () => {
  const address = server.address();
  const actualPort =
    typeof address === "object" && address ? address.port : port;
  console.log(`Keystone TV site on http://${host}:${actualPort}`);
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    closing = true;
    // Stops accepting connections; exits once in-flight requests are answered.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
