// @ts-check
// `node tools/perf/audit-reference.js [--route /es …] [--runs 5]`: how much of
// Lighthouse's mobile performance score on this machine the site's scripts
// account for. Each route is audited in two forms, one run of each in turn:
//   as sent     the page as the production server sends it
//   no script   the page's HTML with every script taken out (data blocks
//               such as JSON-LD stay): the same first paint, nothing run
//               after it
// Both are served by the production server's own code, each in a process of
// its own (tools/perf/serve-build.js). What a page scores with no script is
// the most this machine gives it. `--route` (repeatable) picks the routes
// (default: CI's sample, SAMPLE_ROUTES in scripts/lib/lighthouse-runs.js);
// `--runs N` the runs of each form (default 5).
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

import { parse } from "parse5";
import { runnerImport } from "vite";

import { PROJECT_DIR, ensureBuild } from "../../scripts/ensure-build.js";
import {
  SAMPLE_ROUTES,
  median,
  namedRoutes,
  runLighthouse,
  runsOption,
} from "../../scripts/lib/lighthouse-runs.js";
import { routePaths } from "../../scripts/lib/site-pages.js";
import { ENCODINGS } from "../../server/header-policy.js";
import { pageFileOf } from "../../server/site-files.js";

/** @typedef {import("parse5").DefaultTreeAdapterTypes.ParentNode} ParentNode */
/** @typedef {import("parse5").DefaultTreeAdapterTypes.Element} Element */

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

/** @param {Element} element @param {string} name */
const attribute = (element, name) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Whether an element runs or fetches code: a script, or a module preload. */
function isCode(/** @type {Element} */ element) {
  if (element.tagName === "script")
    return attribute(element, "type") !== "application/ld+json";
  return (
    element.tagName === "link" && attribute(element, "rel") === "modulepreload"
  );
}

/**
 * The page's HTML without its scripts and module preloads, read with an HTML
 * parser; everything else stays byte for byte.
 * @param {string} html
 */
function withoutScripts(html) {
  /** @type {{ start: number, end: number }[]} */
  const cuts = [];
  const visit = (/** @type {ParentNode} */ parent) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      const location = node.sourceCodeLocation;
      if (isCode(node) && location) {
        cuts.push({ start: location.startOffset, end: location.endOffset });
      } else visit(node);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  let result = "";
  let copied = 0;
  for (const { start, end } of cuts) {
    result += html.slice(copied, start);
    copied = end;
  }
  return result + html.slice(copied);
}

/**
 * A copy of the build whose pages for `pages` hold no script, compressed
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
    const stripped = withoutScripts(await readFile(file, "utf8"));
    if (/modulepreload|<script(?![^>]*application\/ld\+json)/i.test(stripped))
      throw new Error(
        `${file} still names a script once its scripts are taken out.`,
      );
    await writeFile(file, stripped);
    for (const { suffix } of ENCODINGS)
      await rm(file + suffix, { force: true });
  }
  /** @type {{ module: typeof import("../../build-tools/precompress") }} */
  const { module } = await runnerImport("/build-tools/precompress.ts", {
    configFile: false,
    root: PROJECT_DIR,
    logLevel: "error",
  });
  await module.precompress(clientDir);
}

/**
 * Serves a build folder in a process of its own.
 * @param {string} dir
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
async function serve(dir) {
  const child = spawn(
    process.execPath,
    [path.join(PROJECT_DIR, "tools/perf/serve-build.js"), dir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  /** @type {string} */
  const origin = await Promise.race([
    new Promise((resolve) => lines.once("line", resolve)),
    new Promise((_, reject) =>
      child.once("exit", () =>
        reject(new Error(`The server for ${dir} exited early.`)),
      ),
    ),
  ]);
  return { origin, stop: () => child.kill("SIGTERM") };
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
  const [asSent, noScript] = sites.map((served) => served.origin);
  if (!asSent || !noScript) throw new Error("A server did not start.");
  forms.push(
    { name: "as sent", origin: asSent },
    { name: "no script", origin: noScript },
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
// The same medians as one Markdown table, ready to paste into a note.
console.log(`\n| Route | ${forms.map((form) => form.name).join(" | ")} |`);
console.log(`| --- | ${forms.map(() => "---:").join(" | ")} |`);
for (const route of routes) {
  const cells = forms.map((form) => {
    const figures = results.get(`${route} ${form.name}`) ?? [];
    const perf = median(figures.map((figure) => figure.perf));
    const tbt = median(figures.map((figure) => figure.tbt));
    return `${perf} (TBT ${Math.round(tbt)} ms)`;
  });
  console.log(`| \`${route}\` | ${cells.join(" | ")} |`);
}
console.log(
  `\nMedians of the runs; TBT is Total Blocking Time. Benchmark index: median ${Math.round(median(benchmarkIndexes))} ` +
    `(${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}).`,
);
