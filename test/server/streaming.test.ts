import { randomBytes } from "node:crypto";
import { readdirSync, readlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type RunningServer,
  copyBuild,
  fingerprint,
  startInProcess,
} from "./support";

/** Larger than the in-memory limit (1 MiB) and than what loopback buffers hold. */
const LARGE_FILE_BYTES = 16 * 1024 * 1024;
const ABORTS = 200;
const AT_ONCE = 20;

/** This process's open descriptors on `filePath` (the server runs in this process). */
function descriptorsOn(filePath: string): number {
  return readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === filePath;
    } catch {
      // Closed between the listing and the look.
      return false;
    }
  }).length;
}

/**
 * Starts a download of `filePath`, and hangs up once its first bytes arrive.
 * Resolves with how many descriptors were open on the file just before.
 */
function abortedDownload(
  port: number,
  urlPath: string,
  filePath: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let openWhileStreaming = 0;
    const req = request(
      { host: "127.0.0.1", port, path: urlPath, agent: false },
      (res) => {
        res.once("data", () => {
          openWhileStreaming = descriptorsOn(filePath);
          req.destroy();
        });
      },
    );
    req.on("close", () => resolve(openWhileStreaming));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET") reject(error);
    });
    req.end();
  });
}

async function waitFor(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a file over the in-memory limit", () => {
  const urlPath = "/large-download.bin";
  const content = randomBytes(LARGE_FILE_BYTES);
  let build: ReturnType<typeof copyBuild>;
  let filePath: string;
  let server: RunningServer;

  beforeAll(async () => {
    build = copyBuild();
    filePath = path.join(build.dir, "client", urlPath);
    writeFileSync(filePath, content);
    server = await startInProcess({ buildDir: build.dir });
  });
  afterAll(async () => {
    await server.stop();
    build.remove();
  });

  it("is streamed whole", async () => {
    const reply = await server.get(urlPath);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-length"]).toBe(String(LARGE_FILE_BYTES));
    expect(fingerprint(reply.body)).toBe(fingerprint(content));
    await waitFor(() => descriptorsOn(filePath) === 0, 2000);
    expect(descriptorsOn(filePath)).toBe(0);
  });

  it(`leaves no descriptor open after ${ABORTS} aborted downloads`, async () => {
    const openWhileStreaming: number[] = [];
    for (let done = 0; done < ABORTS; done += AT_ONCE) {
      const batch = Array.from({ length: AT_ONCE }, () =>
        abortedDownload(server.port, urlPath, filePath),
      );
      openWhileStreaming.push(...(await Promise.all(batch)));
    }
    await waitFor(() => descriptorsOn(filePath) === 0, 5000);
    expect(descriptorsOn(filePath)).toBe(0);
    // Each download was really streamed from the file, not from memory.
    expect(openWhileStreaming).toHaveLength(ABORTS);
    expect(openWhileStreaming.every((count) => count > 0)).toBe(true);
  });
});
