// @ts-check
// Runs the production server (`npm start`: builds first when the build is stale)
// on a free loopback port, for the checks that need the site as it is served.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = path.resolve(
  fileURLToPath(new URL("../..", import.meta.url)),
);
const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 180_000;

/** @returns {Promise<number>} a port nothing listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} origin @param {() => boolean} exited */
async function waitUntilServing(origin, exited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("The production server exited early.");
    try {
      const response = await fetch(origin, { method: "HEAD" });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The production server did not answer on ${origin}.`);
}

/**
 * Starts the production server; `port` defaults to a free one.
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startProductionServer({ port } = {}) {
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(chosenPort), HOST },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  const done = new Promise((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve(undefined);
    });
  });
  const origin = `http://${HOST}:${chosenPort}`;
  try {
    await waitUntilServing(origin, () => exited);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    origin,
    stop: async () => {
      if (!exited) child.kill("SIGTERM");
      await done;
    },
  };
}
