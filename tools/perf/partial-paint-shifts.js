// @ts-check
/**
 * Loads a page of a running site again and again on a slowed CPU, in turn
 * as built and with its `<link rel="expect">` taken out of the HTML, and
 * prints every layout shift of each load and which element moved: a slow
 * CPU makes Chromium's parser yield, and Chromium paints what it has parsed
 * so far. The data files are held back, so every shift seen is the page's
 * own. Assert nothing; see ./README.md.
 *
 *   npm start & node tools/perf/partial-paint-shifts.js [--rounds 30] [--rate 20] [--path /plus] [--locale es-US]
 */
/* global window, document, Element -- in the functions the page runs */
import { parseArgs } from "node:util";

import { chromium } from "playwright";

import {
  CHROMIUM_ARGS,
  TEST_CHROMIUM_PATH,
} from "../../scripts/lib/chromium.js";

const { values } = parseArgs({
  options: {
    origin: { type: "string", default: "http://127.0.0.1:3000" },
    path: { type: "string", default: "/plus" },
    width: { type: "string", default: "1280" },
    rate: { type: "string", default: "20" },
    rounds: { type: "string", default: "30" },
    // es-US: a browser that prefers Spanish, to whom an English page offers its Spanish twin.
    locale: { type: "string", default: "en-US" },
  },
});
const url = values.origin + values.path;

const browser = await chromium.launch({
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
/** @type {Record<string, number[]>} */
const totals = { built: [], "without rel=expect": [] };
for (let round = 0; round < Number(values.rounds); round++) {
  for (const form of Object.keys(totals)) {
    const context = await browser.newContext({
      viewport: { width: Number(values.width), height: 900 },
      locale: values.locale,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", {
      rate: Number(values.rate),
    });
    await page.addInitScript(() => {
      /** @type {string[]} */
      const shifts = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const value = Number(Reflect.get(entry, "value"));
          const sources = Reflect.get(entry, "sources") ?? [];
          const moved = sources.map((/** @type {any} */ source) => {
            const node = source.node;
            const element =
              node instanceof Element ? node : node?.parentElement;
            const box = (/** @type {DOMRectReadOnly} */ r) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
            return `${element?.tagName.toLowerCase()} ${box(source.previousRect)} → ${box(source.currentRect)}`;
          });
          shifts.push(`${value.toFixed(4)} ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The data never arrive: the spinner stays, and nothing the data draw can move.
    await page.route("**/json/**", () => undefined);
    if (form !== "built") {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<link rel="expect"[^>]*>/,
          "",
        );
        await route.fulfill({ response, body });
      });
    }
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true",
      null,
      {
        timeout: 0,
      },
    );
    const shifts = await page.evaluate(
      () => /** @type {string[]} */ (Reflect.get(window, "shifts")),
    );
    totals[form]?.push(shifts.length);
    console.log(
      `round ${round + 1} ${form}: ${shifts.length === 0 ? "no shift" : shifts.join(" | ")}`,
    );
    await context.close();
  }
}
await browser.close();
for (const [form, counts] of Object.entries(totals)) {
  const shifted = counts.filter((count) => count > 0).length;
  console.log(`${form}: ${shifted} of ${counts.length} loads shifted`);
}
