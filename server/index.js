// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";

import { DEFAULT_ACCEPT_WINDOW_MS, gracefulStop } from "./drain.js";
import { DEFAULT_SEND_TIMEOUT_MS, createSiteServer } from "./site-server.js";

const buildDir = path.resolve(
  fileURLToPath(new URL("../build", import.meta.url)),
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

/**
 * A whole number of milliseconds from the environment, or `fallback` when unset.
 * @param {string} name
 * @param {number} fallback
 */
function millisecondsFromEnv(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) {
    throw new Error(
      `${name} must be a whole number of milliseconds, not "${value}".`,
    );
  }
  return Number(value);
}

/** @type {ReturnType<typeof createSiteServer>} */
let server;
/** @type {ReturnType<typeof gracefulStop>} */
let drain;
try {
  server = createSiteServer({
    buildDir,
    sendTimeoutMs: millisecondsFromEnv(
      "SEND_TIMEOUT_MS",
      DEFAULT_SEND_TIMEOUT_MS,
    ),
  });
  drain = gracefulStop(server, {
    acceptWindowMs: millisecondsFromEnv(
      "DRAIN_ACCEPT_MS",
      DEFAULT_ACCEPT_WINDOW_MS,
    ),
  });
} catch (error) {
  // A setting or a build that cannot work stops the start, in a sentence.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

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
