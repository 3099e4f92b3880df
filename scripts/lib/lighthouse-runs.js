// @ts-check
// One Lighthouse run in a fresh Chromium, as `npm run audit` makes them,
// and the sample of routes
// that stands for the whole site.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.js";

/** @typedef {"mobile" | "desktop"} Preset */

/**
 * One route of each kind the site has: the heaviest script (the finder) and
 * the largest table (Compare) in English; the landing page, the longest
 * channel list and the setup steps in Spanish. Every other page is a text
 * page like Home, or a data page like Channels, and a page's twin in the
 * other language differs only in its words.
 */
export const SAMPLE_ROUTES = [
  "/plus/finder",
  "/plus/compare",
  "/es",
  "/es/plus/channels",
  "/es/plus/instructions",
];

/**
 * The runs asked for with `--runs`, or the process ends with a plain message.
 * @param {string} text
 */
export function runsOption(text) {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs must be a whole number of 1 or more, not "${text}".`);
    process.exit(2);
  }
  return runs;
}

/**
 * The routes named, in the site's order; a name that is not a route ends the
 * process with the list of routes there are.
 * @param {string[]} named @param {string[]} all every route of the build
 */
export function namedRoutes(named, all) {
  const unknown = named.filter((route) => !all.includes(route));
  if (unknown.length) {
    console.error(
      `--route must be one of ${all.join(", ")}; not ${unknown.map((route) => `"${route}"`).join(", ")}.`,
    );
    process.exit(2);
  }
  return all.filter((route) => named.includes(route));
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** How many times one Lighthouse run is tried when Lighthouse itself fails. */
const MAX_ATTEMPTS = 3;

class LighthouseRunError extends Error {}

/**
 * @typedef {object} RunOptions
 * @property {Preset} preset
 * @property {string[]} categories
 * @property {string[]} [skipAudits]
 * @property {("json" | "html")[]} [output]  the reports wanted besides the result
 * @property {boolean} [fullPageScreenshot]  whether the report pictures the page and its elements (about 1.4 s a run); true unless false
 */

/** @param {string} url @param {RunOptions} options */
async function runOnce(
  url,
  { preset, categories, skipAudits = [], output, fullPageScreenshot = true },
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
  });
  try {
    const base =
      preset === "desktop" ? desktopConfig : { extends: "lighthouse:default" };
    const result = await lighthouse(
      url,
      { port: chrome.port, output: output ?? "json", logLevel: "error" },
      {
        ...base,
        settings: {
          ...base.settings,
          onlyCategories: categories,
          skipAudits,
          disableFullPageScreenshot: !fullPageScreenshot,
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    if (result.lhr.runtimeError) {
      throw new LighthouseRunError(
        `Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run in a fresh browser.
 * @param {string} url @param {RunOptions} options
 */
export async function runLighthouse(url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      // A failed trace recording (NO_NAVSTART and the like) is Lighthouse's own
      // hiccup, not a score: run that page again; scores are never retried.
      if (!(error instanceof LighthouseRunError) || attempt >= MAX_ATTEMPTS) {
        throw error;
      }
      console.warn(`${error.message} Running it again.`);
    }
  }
}
