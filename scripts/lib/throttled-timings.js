// @ts-check
// First contentful paint and the "interactive" mark (set once React has
// hydrated, in app/entry.client.tsx) as a throttled phone sees them: real
// throttling through the DevTools protocol, not Lighthouse's simulation,
// whose observed user-timing marks are unthrottled.
import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.js";

/** Lighthouse's mobile figures: 4× CPU, 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const THROTTLING = {
  cpuSlowdown: 4,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  rttMs: 150,
};

/** The mark app/entry.client.tsx records when hydration has ended. */
const INTERACTIVE_MARK = "interactive";
const LOAD_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} Timings
 * @property {number} fcp  ms from navigation start
 * @property {number} interactive  ms from navigation start
 */

/** @param {number} kbps @returns {number} bytes per second, as DevTools counts them */
const bytesPerSecond = (kbps) => (kbps * 1024) / 8;

/**
 * Opens each URL once per run, each time in a new browser context (an empty
 * cache, no open connections), and reads both timings.
 * @param {string[]} urls @param {number} runs
 * @returns {Promise<Map<string, Timings[]>>}
 */
export async function measureThrottled(urls, runs) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  /** @type {Map<string, Timings[]>} */
  const results = new Map();
  try {
    for (const url of urls) {
      /** @type {Timings[]} */
      const timings = [];
      for (let run = 1; run <= runs; run += 1) {
        timings.push(await measureOnce(browser, url));
      }
      results.set(url, timings);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** @param {import("@playwright/test").Browser} browser @param {string} url @returns {Promise<Timings>} */
async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: bytesPerSecond(THROTTLING.downloadKbps),
      uploadThroughput: bytesPerSecond(THROTTLING.uploadKbps),
    });
    await cdp.send("Emulation.setCPUThrottlingRate", {
      rate: THROTTLING.cpuSlowdown,
    });
    await page.goto(url, {
      waitUntil: "domcontentloaded",
      timeout: LOAD_TIMEOUT_MS,
    });
    // An observer, not polling: polling would take the throttled main thread's time.
    const reading = page.evaluate(
      (mark) =>
        new Promise((resolve) => {
          const read = () => {
            const [interactive] = performance.getEntriesByName(mark, "mark");
            const [fcp] = performance.getEntriesByName(
              "first-contentful-paint",
            );
            return interactive && fcp
              ? { fcp: fcp.startTime, interactive: interactive.startTime }
              : null;
          };
          const settle = () => {
            const timings = read();
            if (timings) resolve(timings);
            return timings;
          };
          if (!settle()) {
            new PerformanceObserver(settle).observe({
              entryTypes: ["mark", "paint"],
            });
          }
        }),
      INTERACTIVE_MARK,
    );
    /** @type {Promise<never>} */
    const timeout = new Promise((_, reject) =>
      setTimeout(
        () =>
          reject(
            new Error(
              `${url}: no first contentful paint and "${INTERACTIVE_MARK}" mark within ${LOAD_TIMEOUT_MS / 1000} s.`,
            ),
          ),
        LOAD_TIMEOUT_MS,
      ).unref(),
    );
    const timings = /** @type {Timings} */ (
      await Promise.race([reading, timeout])
    );
    return timings;
  } finally {
    await context.close();
  }
}
