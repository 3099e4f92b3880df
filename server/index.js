// @ts-check
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createSiteHandler } from "./site-server.js";

const root = path.resolve(
  fileURLToPath(new URL("../build/client", import.meta.url)),
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const server = createServer(createSiteHandler({ root }));

server.listen(port, host, () => {
  console.log(`Keystone TV site on http://${host}:${port}`);
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
