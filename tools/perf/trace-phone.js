// @ts-check
// `node tools/perf/trace-phone.js <url> [out.json]`: one cold load of `url` on
// the throttled phone of `npm run audit`, with a Chromium performance trace
// written to `out.json` (open it in the DevTools Performance panel: the
// main thread's tasks from paint to data on screen), and printed: first
// paint, hydration, and when each data file's request started and ended.
/* global document -- the function given to the page runs there */
import { writeFile } from "node:fs/promises";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.js";
import { openPhonePage } from "../../scripts/lib/throttled-timings.js";

const [url, out = "trace.json"] = process.argv.slice(2);
if (!url) {
  console.error("Usage: node tools/perf/trace-phone.js <url> [out.json]");
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  const { page } = await openPhonePage(browser);
  await browser.startTracing(page, { screenshots: false });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      !document.querySelector('[data-data-region] [role="status"][aria-label]'),
    undefined,
    { timeout: 60_000, polling: 500 },
  );
  await page.waitForTimeout(500);
  const trace = await browser.stopTracing();
  await writeFile(out, trace);
  const timings = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    interactive: performance.getEntriesByName("interactive", "mark")[0]
      ?.startTime,
    files: performance.getEntriesByType("resource").flatMap((entry) =>
      entry instanceof PerformanceResourceTiming &&
      entry.name.includes("/json/")
        ? [
            {
              file: new URL(entry.name).pathname,
              start: entry.startTime,
              end: entry.responseEnd,
            },
          ]
        : [],
    ),
  }));
  console.log(JSON.stringify(timings, null, 2));
  console.log(`Trace: ${out}`);
} finally {
  await browser.close();
}
