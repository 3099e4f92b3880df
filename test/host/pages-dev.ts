import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { PROJECT_DIR } from "../server/support";

/**
 * The newest date the workerd inside the pinned wrangler supports
 * (workerd 1.20260426); a later one makes wrangler fall back with a warning.
 */
const COMPATIBILITY_DATE = "2026-04-26";
const WRANGLER = path.join(
  PROJECT_DIR,
  "node_modules/wrangler/bin/wrangler.js",
);
const READY_TIMEOUT_MS = 180_000;
const ACCOUNT_VARIABLES = [
  "CLOUDFLARE_API_TOKEN",
  "CLOUDFLARE_API_KEY",
  "CLOUDFLARE_EMAIL",
  "CLOUDFLARE_ACCOUNT_ID",
];
const STOP_TIMEOUT_MS = 60_000;

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every header line as sent, names in lower case, repeats kept. */
  headerLines: [string, string][];
  body: string;
}

export interface PagesDev {
  origin: string;
  get: (urlPath: string, headers?: Record<string, string>) => Promise<Reply>;
  /** The running processes of wrangler's group (wrangler, node, workerd…). */
  processes: () => string[];
  /** Stops wrangler and every process it started; resolves once all are gone. */
  stop: () => Promise<void>;
}

/** One GET with the path sent as given; redirects are not followed. */
export function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: urlPath, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headerLines: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            headerLines.push([
              (res.rawHeaders[i] ?? "").toLowerCase(),
              res.rawHeaders[i + 1] ?? "",
            ]);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            headerLines,
            body: Buffer.concat(chunks).toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The processes of the group led by `pgid`, as `ps` lists them: "<pid> <command>". */
export function groupProcesses(pgid: number): string[] {
  return execFileSync("ps", ["-e", "-o", "pid=,pgid=,comm="], {
    encoding: "utf8",
  })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, group]) => Number(group) === pgid)
    .map(([pid, , command = ""]) => `${pid} ${path.basename(command)}`);
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The start and end of a long output. */
function excerpt(text: string, keep = 3000): string {
  return text.length <= 2 * keep
    ? text
    : `${text.slice(0, keep)}\n…\n${text.slice(-keep)}`;
}

/** The file the ready check asks for, and compares with what is on disk. */
const PROBE_FILE = "robots.txt";
/** What wrangler prints once it listens, with the port it was given. */
const READY_LINE = /Ready on http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * Serves `clientDir` with Cloudflare's own local Pages server
 * (`wrangler pages dev`, workerd inside) on a port of 127.0.0.1 that the
 * system picks, and that wrangler says. Offline and signed out: no telemetry,
 * no update check, no fetch of `Request.cf`, no account. Its state and logs
 * go to a temporary folder.
 */
export async function startPagesDev(clientDir: string): Promise<PagesDev> {
  const scratch = mkdtempSync(path.join(tmpdir(), "pages-dev-"));
  // No account: pages dev needs none, and no credential may reach it.
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !ACCOUNT_VARIABLES.includes(name),
      ),
    ),
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_LOG_PATH: path.join(scratch, "logs"),
    XDG_CONFIG_HOME: path.join(scratch, "config"),
    NODE_ENV: "production",
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      WRANGLER,
      "pages",
      "dev",
      clientDir,
      "--ip=127.0.0.1",
      "--port=0",
      "--inspector-port=0",
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      `--persist-to=${path.join(scratch, "state")}`,
      // "info" for the line that says it is ready.
      "--log-level=info",
      "--show-interactive-dev-session=false",
    ],
    // Its own process group, so that stopping it can be checked to the last
    // workerd; cwd in the scratch folder, where it writes .wrangler/.
    { cwd: scratch, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error("wrangler did not start.");
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  /** The port wrangler says it listens on; 0 until it says. */
  let port = 0;
  /** Whether wrangler still runs, and what it printed: for a failure's message. */
  const state = () =>
    `wrangler on port ${port || "not yet known"}: ${
      exited()
        ? `exited (code ${child.exitCode}, signal ${child.signalCode})`
        : "running"
    }; it printed:\n${excerpt(output)}`;

  const stop = async () => {
    if (!exited()) child.kill("SIGTERM");
    if (
      !(await waitFor(() => groupProcesses(pid).length === 0, STOP_TIMEOUT_MS))
    ) {
      process.kill(-pid, "SIGKILL");
      throw new Error(
        `wrangler's processes outlived SIGTERM:\n${excerpt(output)}`,
      );
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  // Ready once wrangler says on which port it listens, and that port serves
  // the build's own file.
  const probe = readFileSync(path.join(clientDir, PROBE_FILE), "utf8");
  const ready = await waitFor(async () => {
    if (exited()) return true;
    port = Number(READY_LINE.exec(output)?.[1] ?? 0);
    if (!port) return false;
    try {
      const reply = await get(port, `/${PROBE_FILE}`);
      return reply.status === 200 && reply.body === probe;
    } catch {
      return false;
    }
  }, READY_TIMEOUT_MS);
  if (!ready || exited()) {
    const failure = `wrangler pages dev did not start${
      ready ? "" : ` in ${READY_TIMEOUT_MS} ms`
    }. ${state()}`;
    await stop().catch(() => undefined);
    throw new Error(failure);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    get: (urlPath, headers) =>
      get(port, urlPath, headers).catch((error: unknown) => {
        throw new Error(`GET ${urlPath} failed. ${state()}`, { cause: error });
      }),
    processes: () => groupProcesses(pid),
    stop,
  };
}
