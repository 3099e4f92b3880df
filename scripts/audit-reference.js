// @ts-check
// `npm run audit:reference`: how much of Lighthouse's mobile performance
// score on this machine the site's scripts and its opener policy account for.
// Each route is audited in four forms, one run of each in turn:
//   as sent             the page as the production server sends it
//   no opener policy    the same, without Cross-Origin-Opener-Policy
//   no script           the page's HTML with every script taken out: the
//                       same first paint, with nothing run after it
//   no script or policy both
// All four come from the production server's own code behind the same
// pass-through hop (scripts/lib/reference-server.js). What a page scores
// with no script and no policy is the most this machine gives any page.
// `--route /es` (repeatable) picks the routes (default: CI's sample);
// `--runs N` the runs of each form (default 5).
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

import { runnerImport } from "vite";

import { ENCODINGS } from "../server/header-policy.js";
import { pageFileOf } from "../server/site-files.js";
import { PROJECT_DIR, ensureBuild } from "./ensure-build.js";
import {
  SAMPLE_ROUTES,
  median,
  namedRoutes,
  runLighthouse,
  runsOption,
} from "./lib/lighthouse-runs.js";
import { routePaths } from "./lib/site-pages.js";

const { values: options } = parseArgs({
  options: {
    route: { type: "string", multiple: true },
    runs: { type: "string", default: "5" },
  },
});
const runs = runsOption(options.runs);

ensureBuild();
const buildDir = path.join(PROJECT_DIR, "build");
const routes = namedRoutes(options.route ?? SAMPLE_ROUTES, routePaths());

/** Every script of a page, inline or not, and every module preload. */
const SCRIPTS =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A copy of the build whose pages for `routes` hold no script, compressed
 * again as the build compresses them.
 * @param {string[]} pages route paths
 * @returns {Promise<string>} the copy's build folder
 */
async function buildWithoutScripts(pages) {
  const copy = await mkdtemp(path.join(os.tmpdir(), "keystone-no-script-"));
  await cp(buildDir, copy, {
    recursive: true,
    filter: (source) => source !== path.join(buildDir, "server"),
  });
  try {
    await stripScripts(path.join(copy, "client"), pages);
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
  return copy;
}

/** @param {string} clientDir @param {string[]} pages route paths */
async function stripScripts(clientDir, pages) {
  for (const route of pages) {
    const file = path.join(clientDir, pageFileOf(route));
    const html = await readFile(file, "utf8");
    const stripped = html.replace(SCRIPTS, "");
    if (/<script\b|modulepreload/i.test(stripped))
      throw new Error(
        `${file} still names a script once its scripts are taken out.`,
      );
    await writeFile(file, stripped);
    for (const { suffix } of ENCODINGS)
      await rm(file + suffix, { force: true });
  }
  /** @type {{ module: typeof import("../build-tools/precompress") }} */
  const { module } = await runnerImport("/build-tools/precompress.ts", {
    configFile: false,
    root: PROJECT_DIR,
    logLevel: "error",
  });
  await module.precompress(clientDir);
}

/**
 * @param {string} dir a build folder
 * @returns {Promise<{ origins: { asSent: string, noOpenerPolicy: string }, stop: () => void }>}
 */
async function serve(dir) {
  const child = spawn(
    process.execPath,
    [path.join(PROJECT_DIR, "scripts/lib/reference-server.js"), dir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  const [first] = await Promise.race([
    new Promise((resolve) => lines.once("line", (line) => resolve([line]))),
    new Promise((_, reject) =>
      child.once("exit", () =>
        reject(new Error(`The reference server for ${dir} exited early.`)),
      ),
    ),
  ]);
  return { origins: JSON.parse(first), stop: () => child.kill("SIGTERM") };
}

/** @type {Map<string, { perf: number, tbt: number }[]>} route + form → runs */
const results = new Map();
/** @type {number[]} */
const benchmarkIndexes = [];
/** @type {{ name: string, origin: string }[]} */
const forms = [];
const copy = await buildWithoutScripts(routes);
/** @type {Awaited<ReturnType<typeof serve>>[]} */
const sites = [];
try {
  for (const dir of [buildDir, copy]) sites.push(await serve(dir));
  const [site, noScript] = sites.map((served) => served.origins);
  if (!site || !noScript) throw new Error("A reference server did not start.");
  forms.push(
    { name: "as sent", origin: site.asSent },
    { name: "no opener policy", origin: site.noOpenerPolicy },
    { name: "no script", origin: noScript.asSent },
    { name: "no script or policy", origin: noScript.noOpenerPolicy },
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      for (const form of forms) {
        const { lhr } = await runLighthouse(`${form.origin}${route}`, {
          preset: "mobile",
          categories: ["performance"],
        });
        const key = `${route} ${form.name}`;
        results.set(key, [
          ...(results.get(key) ?? []),
          {
            perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          },
        ]);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      }
    }
    console.log(`Run ${run} of ${runs} done.`);
  }
} finally {
  for (const served of sites) served.stop();
  await rm(copy, { recursive: true, force: true });
}

const nameWidth = Math.max(...forms.map((form) => form.name.length)) + 2;
console.log(
  `\nLighthouse mobile performance, ${runs === 1 ? "1 run" : `${runs} runs`} of each form, taken in turn`,
);
for (const route of routes) {
  console.log(`\n${route}`);
  console.log(
    `${"".padEnd(nameWidth)}${"Median".padStart(7)}${"TBT".padStart(9)}   Runs`,
  );
  for (const form of forms) {
    const figures = results.get(`${route} ${form.name}`) ?? [];
    const perf = median(figures.map((figure) => figure.perf));
    const tbt = median(figures.map((figure) => figure.tbt));
    console.log(
      `  ${form.name.padEnd(nameWidth - 2)}${String(perf).padStart(7)}${`${Math.round(tbt)} ms`.padStart(9)}   ${figures.map((figure) => figure.perf).join(" ")}`,
    );
  }
}
console.log(
  `\nMedians of the runs; TBT is Total Blocking Time. Benchmark index: median ${Math.round(median(benchmarkIndexes))} ` +
    `(${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}).`,
);
