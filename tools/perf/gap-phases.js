// @ts-check
// `node tools/perf/gap-phases.js --form name=<build dir> [--form …] [--style name=<css> …] [--route /plus/channels …] [--runs 8]`
// Where a data screen's time goes between hydration and its data on screen,
// in two parts: React drawing the data (the "interactive" mark to the moment
// the data is in the page) and the frame that shows it (that moment to the
// first task after the next frame: style, layout, paint, and whatever ran
// first in that task queue). Cold loads with the phone's 4× slower CPU and
// no network throttling, so that only the main thread's work counts. Each
// `--style` is one more form: the first form's build with that CSS added to
// every page, to see what a layout costs without changing the code. Forms
// are loaded in turn, run by run; prints the medians and the gap's range.
/* global window, document, CSSStyleSheet -- the functions given to the page run there */
import path from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.js";
import { median } from "../../scripts/lib/lighthouse-runs.js";
import {
  THROTTLING,
  openPhonePage,
} from "../../scripts/lib/throttled-timings.js";
import { createSiteServer } from "../../server/site-server.js";

import { listenOnLoopback } from "./loopback.js";
import { printColumns } from "./print-columns.js";

const { values } = parseArgs({
  options: {
    form: { type: "string", multiple: true },
    style: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    runs: { type: "string", default: "8" },
  },
});

/** @param {string} text @param {string} flag @returns {[string, string]} */
function named(text, flag) {
  const at = text.indexOf("=");
  if (at < 1 || at === text.length - 1) {
    console.error(`--${flag} takes name=value, not "${text}".`);
    process.exit(2);
  }
  return [text.slice(0, at), text.slice(at + 1)];
}

const builds = (values.form ?? []).map((text) => {
  const [name, dir] = named(text, "form");
  return { name, buildDir: path.resolve(dir) };
});
const styles = (values.style ?? []).map((text) => named(text, "style"));
const routes = values.route ?? ["/plus/channels"];
const runs = Number(values.runs);
if (!builds.length || !Number.isInteger(runs) || runs < 1) {
  console.error(
    'Usage: node tools/perf/gap-phases.js --form a=<build dir> [--form b=<build dir>] [--style name="css" …] [--route /path …] [--runs 8]',
  );
  process.exit(2);
}

/**
 * Runs in the page before its own code: adds a form's CSS to the page.
 * @param {string} css
 */
function addStyle(css) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [sheet];
}

/** @type {import("node:http").Server[]} */
const servers = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  /** @type {{ name: string, origin: string, css: string }[]} */
  const forms = [];
  for (const build of builds) {
    const server = createSiteServer({ buildDir: build.buildDir });
    servers.push(server);
    forms.push({
      name: build.name,
      origin: await listenOnLoopback(server),
      css: "",
    });
  }
  const base = forms[0]?.origin ?? "";
  for (const [name, css] of styles) forms.push({ name, origin: base, css });

  /** @type {Map<string, { draw: number, frame: number }[]>} */
  const results = new Map();
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      for (const form of forms) {
        const { context, page } = await openPhonePage(browser, {
          network: false,
        });
        try {
          if (form.css) await page.addInitScript(addStyle, form.css);
          await page.goto(`${form.origin}${route}`, { waitUntil: "load" });
          await page.waitForFunction(
            // @ts-expect-error set by watchForData
            () => window.__throttledTimings.data !== undefined,
            undefined,
            { timeout: 60_000, polling: 500 },
          );
          const [interactive = NaN, inPage = NaN, shown = NaN] =
            await page.evaluate(() => {
              // @ts-expect-error set by watchForData
              const { inPage, data } = window.__throttledTimings;
              const [mark] = performance.getEntriesByName("interactive");
              return [mark?.startTime, inPage, data];
            });
          const key = `${route}\u0000${form.name}`;
          const list = results.get(key) ?? [];
          list.push({ draw: inPage - interactive, frame: shown - inPage });
          results.set(key, list);
        } finally {
          await context.close();
        }
      }
    }
  }

  console.log(
    `\n${THROTTLING.cpuSlowdown}× CPU, no network throttling, ${runs} cold loads of each form, taken in turn; medians in ms`,
  );
  const header = ["Route", "Form", "Draw", "Frame", "Gap", "Gap range"];
  const rows = routes.flatMap((route) =>
    forms.map((form) => {
      const list = results.get(`${route}\u0000${form.name}`) ?? [];
      const gaps = list.map(({ draw, frame }) => draw + frame);
      return [
        route,
        form.name,
        median(list.map(({ draw }) => draw)).toFixed(0),
        median(list.map(({ frame }) => frame)).toFixed(0),
        median(gaps).toFixed(0),
        `${Math.min(...gaps).toFixed(0)}–${Math.max(...gaps).toFixed(0)}`,
      ];
    }),
  );
  printColumns(header, rows);
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
