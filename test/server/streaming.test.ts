import { randomBytes } from "node:crypto";
import {
  readFileSync,
  readdirSync,
  readlinkSync,
  writeFileSync,
} from "node:fs";
import { type IncomingMessage, request } from "node:http";
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
 * Inodes of the TCP sockets whose own end is on `port`: a server's listener
 * and the connections it accepted, not the clients' ends.
 */
function socketInodesOnPort(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8")
      .trim()
      .split("\n")
      .slice(1)) {
      // sl local_address rem_address st ... uid timeout inode
      const [, local = "", , , , , , , , inode = ""] = line.trim().split(/\s+/);
      if (Number.parseInt(local.split(":")[1] ?? "", 16) === port) {
        inodes.add(inode);
      }
    }
  }
  return inodes;
}

/** The descriptors the server on `port` holds in this process: its sockets, and any on `filePath`. */
function serverDescriptors(port: number, filePath: string): string[] {
  const inodes = socketInodesOnPort(port);
  return readdirSync("/proc/self/fd").flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      return target === filePath || (inode && inodes.has(inode))
        ? [target]
        : [];
    } catch {
      return [];
    }
  });
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

  // A limit of its own: it starts a server and waits out the send timeout.
  it("closes the connection of a client that stops reading after the send timeout, and its descriptors", async () => {
    // Short, so the test waits little: far longer than the server takes to fill the buffers.
    const stalling = await startInProcess({
      buildDir: build.dir,
      sendTimeoutMs: 2000,
    });
    try {
      const before = serverDescriptors(stalling.port, filePath);
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port: stalling.port,
            path: urlPath,
            agent: false,
          },
          resolve,
        );
        req.on("error", reject);
        req.end();
      });
      const whileStalled = serverDescriptors(stalling.port, filePath);
      // Its receive window closes, the kernel's buffers fill, the server's writes wait.
      res.socket.pause();

      await waitFor(
        () =>
          serverDescriptors(stalling.port, filePath).length === before.length,
        20_000,
      );
      expect(serverDescriptors(stalling.port, filePath)).toEqual(before);
      // The connection and the file were the server's while the download stalled.
      expect(whileStalled).toHaveLength(before.length + 2);
      expect(whileStalled).toEqual(
        expect.arrayContaining([...before, filePath]),
      );

      // Reading again, the client finds the connection closed before the file's end.
      let received = 0;
      res.on("data", (chunk: Buffer) => (received += chunk.byteLength));
      res.on("error", () => {});
      await new Promise((resolve) => res.once("close", resolve));
      expect(res.complete).toBe(false);
      expect(received).toBeLessThan(LARGE_FILE_BYTES);
    } finally {
      await stalling.stop();
    }
  }, 60_000);
});
