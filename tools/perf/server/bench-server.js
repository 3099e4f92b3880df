// @ts-check
// `node tools/perf/server/bench-server.js`: load-tests the production server with autocannon on
// three targets and compares it with nginx serving the same build folder.
// It prints figures; it asserts nothing about speed.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

import autocannon from "autocannon";

import { NGINX, POLICY_HOST, ensureNginx, nginxConfig } from "./bench-nginx.js";
import { PROJECT_DIR, ensureBuild } from "../../../scripts/ensure-build.js";
import { cpuMs, rssMiB } from "./process-stats.js";

const HOST = "127.0.0.1";
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const OUR_PORT = Number(process.env.BENCH_PORT ?? 3113);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3114);
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? 3115);
const WARM_UP_S = 3;
const GOAL_RATIO = 0.9;
const DATA_TARGET = "/json/channels/channels.json";
const CLIENT_DIR = path.join(PROJECT_DIR, "build/client");

/**
 * The three targets: the home page, a hashed JS asset (the layout chunk every
 * page loads) and a data file.
 */
function targets() {
  const assets = readdirSync(path.join(CLIENT_DIR, "assets"));
  const script =
    assets.find((name) => /^site-layout-[\w-]+\.js$/.test(name)) ??
    assets.find((name) => name.endsWith(".js"));
  if (!script) throw new Error("The build has no JS asset.");
  if (!existsSync(path.join(CLIENT_DIR, DATA_TARGET))) {
    throw new Error(`The build has no ${DATA_TARGET}.`);
  }
  return ["/", `/assets/${script}`, DATA_TARGET];
}

/**
 * Answers once the server at `port` serves `/`.
 * @param {number} port
 */
async function waitForServer(port) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = await probe(port, "/", {}).then(
      (result) => result.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(100);
  }
  throw new Error(`Nothing answered on port ${port}.`);
}

/**
 * One request: its status, encoding and body size.
 * @param {number} port
 * @param {string} urlPath
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, encoding: string, bytes: number }>}
 */
function probe(port, urlPath, headers) {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path: urlPath, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          bytes,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * @typedef {object} Run
 * @property {string} target
 * @property {string} server
 * @property {string} encoding
 * @property {number} requestsPerSecond
 * @property {number} p50
 * @property {number} p99
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} cpuPerRequestUs server CPU time per request, in µs
 * @property {number} rssBefore
 * @property {number} rssAfter
 */

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {number} port
 * @property {number} pid
 * @property {string} [host] Host header that picks the site
 */

/**
 * @param {Target} server
 * @param {string} target
 * @param {string} acceptEncoding
 * @returns {Promise<Run>}
 */
async function measure(server, target, acceptEncoding) {
  /** @type {Record<string, string>} */
  const headers = { "accept-encoding": acceptEncoding };
  if (server.host) headers.host = server.host;
  const check = await probe(server.port, target, headers);
  if (check.status !== 200) {
    throw new Error(`${server.name} answered ${target} with ${check.status}.`);
  }
  const rssBefore = rssMiB(server.pid);
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: `http://${HOST}:${server.port}${target}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    target,
    server: server.name,
    encoding: `${check.encoding} (${check.bytes} B)`,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequestUs:
      ((cpuMs(server.pid) - cpuBefore) * 1000) / result.requests.total,
    rssBefore,
    rssAfter: rssMiB(server.pid),
  };
}

/** @param {Run[]} runs */
function printRuns(runs) {
  const rows = runs.map((run) => [
    run.target.length > 34 ? `…${run.target.slice(-33)}` : run.target,
    run.server,
    run.encoding,
    run.requestsPerSecond.toFixed(0),
    String(run.p50),
    String(run.p99),
    String(run.non2xx),
    String(run.errors),
    run.cpuPerRequestUs.toFixed(0),
    `${run.rssBefore.toFixed(1)} → ${run.rssAfter.toFixed(1)}`,
  ]);
  const header = [
    "target",
    "server",
    "encoding (body)",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "CPU µs/req",
    "RSS MiB",
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "),
    );
  }
}

ensureBuild();
ensureNginx();

const workDir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
writeFileSync(
  path.join(workDir, "nginx.conf"),
  nginxConfig({
    dir: workDir,
    clientDir: CLIENT_DIR,
    host: HOST,
    port: NGINX_PORT,
  }),
);
const ours = spawn(
  process.execPath,
  [path.join(PROJECT_DIR, "server/index.js")],
  {
    env: { ...process.env, PORT: String(OUR_PORT), HOST },
    stdio: "ignore",
  },
);
const nginx = spawn(
  NGINX,
  [
    "-c",
    path.join(workDir, "nginx.conf"),
    "-e",
    path.join(workDir, "error.log"),
  ],
  {
    stdio: "inherit",
  },
);

/** @type {import("node:child_process").ChildProcess | undefined} */
let ceiling;
try {
  await Promise.all([waitForServer(OUR_PORT), waitForServer(NGINX_PORT)]);
  // It copies our answers, so it starts once our server is up.
  ceiling = spawn(
    process.execPath,
    [path.join(PROJECT_DIR, "tools/perf/server/bench-node-ceiling.js")],
    {
      env: {
        ...process.env,
        PORT: String(CEILING_PORT),
        HOST,
        ORIGIN_PORT: String(OUR_PORT),
        TARGETS: JSON.stringify(targets()),
      },
      stdio: "inherit",
    },
  );
  await waitForServer(CEILING_PORT);
  /** @type {Record<"ours" | "nginx" | "nginxPolicy" | "ceiling", Target>} */
  const servers = {
    ours: { name: "ours", port: OUR_PORT, pid: ours.pid ?? 0 },
    nginx: { name: "nginx", port: NGINX_PORT, pid: nginx.pid ?? 0 },
    nginxPolicy: {
      name: "nginx+policy",
      port: NGINX_PORT,
      pid: nginx.pid ?? 0,
      host: POLICY_HOST,
    },
    ceiling: { name: "node:http", port: CEILING_PORT, pid: ceiling.pid ?? 0 },
  };
  /** Other work on the machine skews every figure; say how busy it was. */
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  console.log(
    `${availableParallelism()} CPUs; load average (1, 5, 15 min) at start: ${load()}`,
  );
  console.log(
    `${CONNECTIONS} connections × ${DURATION_S} s per run. nginx-light has no brotli, so nginx ` +
      "runs with gzip_static; ours runs with brotli, and with gzip for a like-for-like row.\n" +
      "nginx: one worker, plain. nginx+policy: the same nginx sending our headers too " +
      "(security headers, each page's CSP, Cache-Control, Vary).\n" +
      "node:http: a bare Node server replaying our status, headers and brotli body byte for byte\n" +
      "(tools/perf/server/bench-node-ceiling.js): the most a server on Node's HTTP stack reaches with our headers.\n",
  );
  // Warm up each server (JIT, caches) before anything is measured.
  for (const server of Object.values(servers)) {
    await autocannon({
      url: `http://${HOST}:${server.port}/`,
      connections: CONNECTIONS,
      duration: WARM_UP_S,
      headers: server.host ? { host: server.host } : {},
    });
  }
  /** @type {Run[][]} */
  const groups = [];
  for (const target of targets()) {
    groups.push([
      await measure(servers.ours, target, "br"),
      await measure(servers.ours, target, "gzip"),
      await measure(servers.nginx, target, "br, gzip"),
      await measure(servers.nginxPolicy, target, "br, gzip"),
      await measure(servers.ceiling, target, "br"),
    ]);
  }
  printRuns(groups.flat());

  console.log(
    `\nOur throughput as a ratio to nginx's (goal ≥ ${GOAL_RATIO}× plain nginx):`,
  );
  for (const [br, gzip, plain, withPolicy, bare] of groups) {
    if (!br || !gzip || !plain || !withPolicy || !bare) continue;
    /** @param {Run} run @param {Run} reference */
    const ratio = (run, reference) =>
      (run.requestsPerSecond / reference.requestsPerSecond).toFixed(2);
    const verdict =
      Math.min(br.requestsPerSecond, gzip.requestsPerSecond) >=
      GOAL_RATIO * plain.requestsPerSecond
        ? "meets the goal"
        : "BELOW THE GOAL";
    console.log(
      `  ${br.target}: vs nginx brotli ${ratio(br, plain)}×, gzip ${ratio(gzip, plain)}× — ${verdict}; ` +
        `vs nginx+policy brotli ${ratio(br, withPolicy)}×, gzip ${ratio(gzip, withPolicy)}×`,
    );
    console.log(
      `    node:http replaying our answer: ${ratio(bare, plain)}× plain nginx; ours (brotli) is ${ratio(br, bare)}× of it`,
    );
  }
  console.log(`\nLoad average at the end: ${load()}`);
  if (groups.flat().some((run) => run.non2xx > 0 || run.errors > 0)) {
    console.error("\nSome requests failed (see non-2xx and errors).");
    process.exitCode = 1;
  }
} finally {
  ours.kill("SIGTERM");
  ceiling?.kill("SIGTERM");
  nginx.kill("SIGQUIT");
  await delay(300);
  rmSync(workDir, { recursive: true, force: true });
}
