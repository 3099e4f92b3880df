// @ts-check
// `npm run audit`: Lighthouse on the production build as the production
// server sends it; see HELP below. Writes the reports under
// reports/lighthouse/.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

import { pageFileOf } from "../server/site-files.js";
import {
  SAMPLE_ROUTES,
  median,
  namedRoutes,
  runLighthouse,
  runsOption,
} from "./lib/lighthouse-runs.js";
import { startProductionServer } from "./lib/production-server.js";
import { CLIENT_DIR, routePaths } from "./lib/site-pages.js";
import {
  THROTTLING,
  gapOf,
  measureThrottled,
} from "./lib/throttled-timings.js";

const REPORTS_DIR = path.resolve("reports/lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** What --check holds every route to (scores out of 100), and --assert adds. */
export const FLOOR = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** Median of the mobile runs; asked for only by --assert. */
  mobilePerformance: 90,
};

const HELP = `npm run audit -- [options]

Lighthouse, mobile (median of the runs) and desktop, on every pre-rendered
route. The mobile table adds Phone FCP, Interactive, Data and Gap from a pass
in a Chromium really throttled like a phone (4× CPU, 1.6 Mbps, 150 ms round
trip, cold cache): first contentful paint, hydration, the route's data on
screen, and the time from hydration to the data, taken within each load.
Figures are printed, never judged, unless --assert asks.

  --check          mobile only, no throttled pass, and only the categories
                   judged: fails unless accessibility, best practices and
                   SEO are 100 on every route audited. These scores do not
                   depend on the machine (npm test runs it on the sample).
  --assert         --check, and a mobile performance median of at least
                   ${FLOOR.mobilePerformance}. Performance is a timing: the result depends on the
                   machine and on what else it is running, so npm test never
                   asks for it.
  --preset P       mobile or desktop only
  --runs N         mobile runs per route (3; 1 with --check)
  --route /path    only this route (repeatable)
  --sample         only CI's sample of one route of each kind
  --help           this text`;

/** @typedef {import("./lib/lighthouse-runs.js").Preset} Preset */
/** @typedef {import("lighthouse").Result} Result */
/**
 * @typedef {object} Timings
 * @property {number} fcp  ms
 * @property {number} lcp  ms
 * @property {number} tbt  ms
 * @property {number} cls
 * @property {number} bytes  total transfer size
 */
/**
 * @typedef {object} Figures
 * @property {Record<string, number>} scores  category id → score out of 100
 * @property {Timings | null} timings  null when performance is not audited
 */

const { values: options } = parseArgs({
  options: {
    assert: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
    runs: { type: "string" },
    preset: { type: "string" },
    route: { type: "string", multiple: true },
    sample: { type: "boolean", default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
/** Whether the scores are judged: the machine-independent ones, and performance with --assert. */
const judging = options.check || options.assert;
/** Whether Lighthouse audits performance: --check alone leaves it out, as it judges only the other categories. */
const timed = !options.check || options.assert;
const categories = timed
  ? CATEGORIES
  : CATEGORIES.filter((id) => id !== "performance");
const mobileRuns = runsOption(options.runs ?? (options.check ? "1" : "3"));
/** @type {Preset[]} */
const presets = judging ? ["mobile"] : ["mobile", "desktop"];
if (options.preset !== undefined) {
  const chosen = presets.find((preset) => preset === options.preset);
  if (!chosen) {
    console.error(
      `--preset must be one of ${presets.join(", ")}, not "${options.preset}".`,
    );
    process.exit(2);
  }
  presets.splice(0, presets.length, chosen);
}

/** @param {string[]} all @returns {string[]} the routes `--route` and `--sample` name, or all of them */
function chosenRoutes(all) {
  const named = [
    ...(options.route ?? []),
    ...(options.sample ? SAMPLE_ROUTES : []),
  ];
  return named.length ? namedRoutes(named, all) : all;
}

/** @param {Result} lhr @param {string} id */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number")
    throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}.`);
  return value;
}

/** @param {Result} lhr @returns {Figures} */
function figuresOf(lhr) {
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== "number")
      throw new Error(
        `Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}.`,
      );
    scores[id] = Math.round(score * 100);
  }
  return {
    scores,
    timings: timed
      ? {
          fcp: numeric(lhr, "first-contentful-paint"),
          lcp: numeric(lhr, "largest-contentful-paint"),
          tbt: numeric(lhr, "total-blocking-time"),
          cls: numeric(lhr, "cumulative-layout-shift"),
          bytes: numeric(lhr, "total-byte-weight"),
        }
      : null,
  };
}

/** Each figure is the median of the runs, taken on its own. @param {Figures[]} runs @returns {Figures} */
function medianFigures(runs) {
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of categories)
    scores[id] = median(runs.map((run) => run.scores[id] ?? NaN));
  const timings = runs.flatMap((run) => (run.timings ? [run.timings] : []));
  /** @param {keyof Timings} key */
  const of = (key) => median(timings.map((run) => run[key]));
  return {
    scores,
    timings: timings.length
      ? {
          fcp: of("fcp"),
          lcp: of("lcp"),
          tbt: of("tbt"),
          cls: of("cls"),
          bytes: of("bytes"),
        }
      : null,
  };
}

/** A page that asks not to be indexed is right to fail the crawlability audit; the rest of SEO still counts. */
async function deliberatelyNoindex(/** @type {string} */ route) {
  const file = path.join(CLIENT_DIR, pageFileOf(route));
  return /<meta name="robots" content="[^"]*noindex/.test(
    await readFile(file, "utf8"),
  );
}

/** @param {string} route @param {Preset} preset @param {number} run @param {string | string[]} reports */
async function saveReports(route, preset, run, reports) {
  const [json, html] = Array.isArray(reports) ? reports : [reports];
  const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
  const dir = path.join(REPORTS_DIR, preset);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${slug}.run${run}.report.json`), json ?? "");
  await writeFile(path.join(dir, `${slug}.run${run}.report.html`), html ?? "");
}

/** The median of figures a page may not have: null when no run had it. @param {(number | null)[]} values */
function medianOrNull(values) {
  const present = values.filter((value) => value !== null);
  return present.length ? median(present) : null;
}

/** @param {string} text @param {number} width */
const pad = (text, width) => text.padStart(width);

/**
 * @typedef {object} Row
 * @property {string} route
 * @property {Figures} figures
 * @property {boolean} noindex
 * @property {{ fcp: number, interactive: number | null, data: number | null, gap: number | null }} [phone]  medians of the throttled pass, ms; null where the page has no script or no data
 */

/** @param {Preset} preset @param {Row[]} rows @param {number} runs */
function printTable(preset, rows, runs) {
  const routeWidth = Math.max(...rows.map((row) => row.route.length), 5) + 1;
  const labels = {
    performance: "Perf",
    accessibility: "A11y",
    "best-practices": "BP",
    seo: "SEO",
  };
  const head = categories.map(
    (id) => labels[/** @type {keyof typeof labels} */ (id)],
  );
  const widths = categories.map(() => 5);
  if (timed) {
    head.push("FCP", "LCP", "TBT", "CLS", "Transfer");
    widths.push(7, 7, 7, 6, 10);
  }
  const phone = rows.some((row) => row.phone);
  if (phone) {
    head.push("Phone FCP", "Interactive", "Data", "Gap");
    widths.push(10, 12, 8, 8);
  }
  const note = runs > 1 ? `median of ${runs} runs per figure` : "1 run";
  console.log(`\nLighthouse ${preset} (${note})`);
  console.log(
    [
      "Route".padEnd(routeWidth),
      ...head.map((h, i) => pad(h, widths[i] ?? 0)),
    ].join(" "),
  );
  for (const row of rows) {
    const { route, figures, noindex } = row;
    const cells = categories.map((id) => String(figures.scores[id]));
    const { timings } = figures;
    if (timings) {
      cells.push(
        `${(timings.fcp / 1000).toFixed(2)} s`,
        `${(timings.lcp / 1000).toFixed(2)} s`,
        `${Math.round(timings.tbt)} ms`,
        timings.cls.toFixed(3),
        `${(timings.bytes / 1024).toFixed(1)} KiB`,
      );
    }
    if (phone) {
      const seconds = (/** @type {number | null | undefined} */ ms) =>
        ms === undefined || ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`;
      cells.push(
        seconds(row.phone?.fcp),
        seconds(row.phone?.interactive),
        seconds(row.phone?.data),
        seconds(row.phone?.gap),
      );
    }
    const label = `${route}${noindex ? "*" : ""}`.padEnd(routeWidth);
    console.log(
      [label, ...cells.map((cell, i) => pad(cell, widths[i] ?? 0))].join(" "),
    );
  }
  if (phone) {
    const { cpuSlowdown, downloadKbps, uploadKbps, rttMs } = THROTTLING;
    console.log(
      `Phone FCP, Interactive, Data: first contentful paint, the "interactive" mark (hydrated; – where the page ships no script) ` +
        `and the route's data on screen (– where it has none); Gap: Data minus Interactive in each load, ` +
        `which the network's swings touch less than either (at most 0.3 s on every data screen: docs/decisions.md, "Sizes and speed"). Each a median of ${runs} cold loads in Chromium throttled to ${cpuSlowdown}× CPU, ` +
        `${downloadKbps / 1024} Mbps down, ${uploadKbps} kbps up, ${rttMs} ms round trip.`,
    );
  }
  if (rows.some((row) => row.noindex)) {
    console.log(
      "* noindex by design: SEO leaves out the crawlability audit there.",
    );
  }
}

/** @param {string} route @param {Figures[]} runs @returns {string[]} what falls short */
function shortfalls(route, runs) {
  const problems = [];
  const performance = runs.map((run) => run.scores.performance ?? 0);
  const perfMedian = median(performance);
  if (options.assert && perfMedian < FLOOR.mobilePerformance) {
    problems.push(
      `${route}: mobile performance median ${perfMedian} < ${FLOOR.mobilePerformance} (runs: ${performance.join(", ")})`,
    );
  }
  for (const id of /** @type {const} */ ([
    "accessibility",
    "best-practices",
    "seo",
  ])) {
    const low = runs
      .map((run) => run.scores[id] ?? 0)
      .filter((score) => score < FLOOR[id]);
    if (low.length)
      problems.push(`${route}: ${id} ${Math.min(...low)} < ${FLOOR[id]}`);
  }
  return problems;
}

const routes = chosenRoutes(routePaths());
const server = await startProductionServer();
const failures = [];
/** Lighthouse's measure of this machine's CPU at each run: Total Blocking Time scales with it. */
const benchmarkIndexes = [];
try {
  for (const preset of presets) {
    const runs = preset === "mobile" ? mobileRuns : 1;
    /** @type {Row[]} */
    const rows = [];
    for (const route of routes) {
      const noindex = await deliberatelyNoindex(route);
      /** @type {Figures[]} */
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        const { lhr, report } = await runLighthouse(
          `${server.origin}${route}`,
          {
            preset,
            categories,
            skipAudits: noindex ? ["is-crawlable"] : [],
            output: ["json", "html"],
            // --check reads only the scores; its reports show no pictures.
            fullPageScreenshot: !options.check,
          },
        );
        await saveReports(route, preset, run, report);
        results.push(figuresOf(lhr));
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      }
      rows.push({ route, figures: medianFigures(results), noindex });
      if (judging) failures.push(...shortfalls(route, results));
    }
    if (preset === "mobile" && !judging) {
      const phone = await measureThrottled(
        routes.map((route) => `${server.origin}${route}`),
        runs,
      );
      for (const row of rows) {
        const timings = phone.get(`${server.origin}${row.route}`) ?? [];
        row.phone = {
          fcp: median(timings.map((run) => run.fcp)),
          interactive: medianOrNull(timings.map((run) => run.interactive)),
          data: medianOrNull(timings.map((run) => run.data)),
          gap: medianOrNull(timings.map(gapOf)),
        };
      }
    }
    printTable(preset, rows, runs);
  }
} finally {
  await server.stop();
}

if (timed) {
  console.log(
    `\nThis machine's Lighthouse benchmark index: median ${Math.round(median(benchmarkIndexes))} ` +
      `(${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}); ` +
      "Lighthouse's mobile throttling assumes about 1,000 or more, and a lower index lengthens Total Blocking Time.",
  );
}
console.log(`\nReports: ${path.relative(process.cwd(), REPORTS_DIR)}/`);
if (judging) {
  if (failures.length) {
    console.error(`\nLighthouse floor not met:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Lighthouse floor met on every route audited: accessibility, best practices and SEO ${FLOOR.accessibility}` +
      (options.assert
        ? `; mobile performance median ≥ ${FLOOR.mobilePerformance} (on this machine, as it was loaded).`
        : "."),
  );
}
