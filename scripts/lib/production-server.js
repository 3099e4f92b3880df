// @ts-check
// Runs the production server (`npm start`: builds first when the build is stale)
// on a loopback port the system picks, for the checks that need the site as it is served.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = path.resolve(
  fileURLToPath(new URL("../..", import.meta.url)),
);
const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 180_000;

/** What the server prints once it listens, with the port it was given. */
const LISTENING_LINE = /Keystone TV site on http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * Resolves with the port a starting server (`server/index.js`, its stdout
 * piped) says it listens on; rejects if it exits first, with what it printed.
 * @param {import("node:child_process").ChildProcess} child
 * @returns {Promise<number>}
 */
export function listeningPort(child) {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `The production server did not start in ${READY_TIMEOUT_MS} ms.`,
          ),
        ),
      READY_TIMEOUT_MS,
    );
    child.stdout?.on("data", (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const match = LISTENING_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The production server exited (code ${code}) before it listened.\n${output}`,
        ),
      );
    });
  });
}

/**
 * Starts the production server on a port of 127.0.0.1 that the system picks.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startProductionServer() {
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: projectDir,
    env: { ...process.env, PORT: "0", HOST },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let exited = false;
  const done = new Promise((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve(undefined);
    });
  });
  const port = await listeningPort(child).catch((error) => {
    child.kill("SIGTERM");
    throw error;
  });
  return {
    origin: `http://${HOST}:${port}`,
    stop: async () => {
      if (!exited) child.kill("SIGTERM");
      await done;
    },
  };
}
