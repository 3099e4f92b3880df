// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";

import { gracefulStop } from "./drain.js";
import { createSiteServer } from "./site-server.js";

const buildDir = path.resolve(
  fileURLToPath(new URL("../build", import.meta.url)),
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const server = createSiteServer({ buildDir });
const drain = gracefulStop(server);

server.listen(port, host, () => {
  const address = server.address();
  const actualPort =
    typeof address === "object" && address ? address.port : port;
  console.log(`Keystone TV site on http://${host}:${actualPort}`);
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    // Exits once every request already received has been answered.
    void drain.stop().then(() => process.exit(0));
  });
}
