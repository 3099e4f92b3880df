import { createHash } from "node:crypto";
import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { listeningPort } from "../../scripts/lib/production-server.js";
import { createSiteServer } from "../../server/site-server.js";

export const PROJECT_DIR = path.resolve(import.meta.dirname, "../..");
export const BUILD_DIR = path.join(PROJECT_DIR, "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RunningServer {
  port: number;
  get: (urlPath: string, headers?: Record<string, string>) => Promise<Reply>;
  send: (
    method: string,
    urlPath: string,
    headers?: Record<string, string>,
  ) => Promise<Reply>;
  stop: () => Promise<void>;
}

/** One request with the path sent exactly as given (no normalisation). */
export function sendRequest(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method, path: urlPath, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function client(port: number, stop: () => Promise<void>): RunningServer {
  return {
    port,
    get: (urlPath, headers) => sendRequest(port, "GET", urlPath, headers),
    send: (method, urlPath, headers) =>
      sendRequest(port, method, urlPath, headers),
    stop,
  };
}

/** Starts `node server/index.js` (what `npm start` runs) on a free port, with `env` added to its environment. */
export async function startServerProcess(
  env: Record<string, string> = {},
): Promise<RunningServer & { process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [path.join(PROJECT_DIR, "server/index.js")],
    {
      env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await listeningPort(child);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { ...client(port, stop), process: child };
}

/** Runs the site handler in this process, on a build folder of the test's choosing. */
export async function startInProcess(
  options: Parameters<typeof createSiteServer>[0],
): Promise<RunningServer> {
  const server = createSiteServer(options);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string")
    throw new Error("Not listening.");
  const { port } = address;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return client(port, stop);
}

/** A copy of the build in a temporary folder, to change or plant files in. */
export function copyBuild(): { dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  const dir = path.join(root, "build");
  cpSync(BUILD_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Build files found by pattern, so the tests follow the build's hashed names. */
export function builtFiles(folder: string, pattern: RegExp): string[] {
  if (!existsSync(path.join(CLIENT_DIR, folder))) return [];
  return readdirSync(path.join(CLIENT_DIR, folder), { recursive: true })
    .map(String)
    .filter((name) => pattern.test(name))
    .map((name) => `/${folder}/${name.split(path.sep).join("/")}`);
}

/**
 * What the tests request: a page, the largest hashed JS asset (large enough
 * for every Range case) and the largest data file. Largest, because the build
 * writes no `.br` or `.gz` beside a file they would not make smaller, and such
 * a file is sent as built to every client: the record of changes
 * (`/json/changes/changes.json`, 20 bytes while it holds no entry) could show
 * neither compression nor an ETag per encoding.
 */
export function sampleTargets(): { page: string; asset: string; data: string } {
  const bySize = (urlPath: string) =>
    statSync(path.join(CLIENT_DIR, urlPath)).size;
  const largestFirst = (a: string, b: string) => bySize(b) - bySize(a);
  const [asset] = builtFiles("assets", /\.js$/).sort(largestFirst);
  const [data] = builtFiles("json", /\.json$/).sort(largestFirst);
  if (!asset) throw new Error("The build has no JS asset.");
  if (!data) {
    throw new Error(
      "The build has no data file under /json/ (/json/channels/channels.json; docs/decisions.md, “Data files”).",
    );
  }
  return { page: "/plus", asset, data };
}

/**
 * The ways the site is served: the real server process (files in memory), and
 * the same handler streaming every file from disk, as it does for large files.
 */
export const SERVER_KINDS: [string, () => Promise<RunningServer>][] = [
  ["the server process", startServerProcess],
  [
    "files streamed from disk",
    () => startInProcess({ buildDir: BUILD_DIR, memoryLimitBytes: 0 }),
  ],
];

/** The bytes of a built file. */
export function builtFile(urlPath: string): Buffer {
  return readFileSync(path.join(CLIENT_DIR, urlPath));
}

/** A short stand-in for a body, so comparing large bodies stays fast and readable. */
export function fingerprint(bytes: Buffer): string {
  return `${bytes.byteLength} bytes, sha256 ${createHash("sha256").update(bytes).digest("hex")}`;
}

/**
 * Writes `text` on a fresh connection exactly as given and collects every
 * byte the server sends until it closes the connection (or `idleMs` passes
 * with nothing more; `closedByServer` tells which).
 */
export function rawExchange(
  port: number,
  text: string,
  idleMs = 2000,
): Promise<{ received: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    let timer = setTimeout(() => finish(false), idleMs);
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closedByServer });
    };
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    });
    socket.on("end", () => finish(true));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close before it has read all of a large request.
      if (error.code === "ECONNRESET" || error.code === "EPIPE") finish(true);
      else reject(error);
    });
  });
}

/** The status lines and header fields of the responses in a raw byte stream. */
export function statusLines(received: string): string[] {
  return received.match(/^HTTP\/1\.[01] \d{3}[^\r\n]*/gm) ?? [];
}

/** The header fields of the first response in a raw byte stream, names in lower case. */
export function rawHeaders(received: string): Map<string, string> {
  const [head = ""] = received.split("\r\n\r\n");
  return new Map(
    head
      .split("\r\n")
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(":");
        return [
          line.slice(0, colon).trim().toLowerCase(),
          line.slice(colon + 1).trim(),
        ];
      }),
  );
}
