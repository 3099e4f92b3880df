// @ts-check
// What a visitor on a phone sees, and when: first contentful paint, the
// largest paint, the "interactive" mark (set once React has hydrated, in
// app/root.tsx) and the moment the route's data is on screen, measured in a
// Chromium really throttled through the DevTools protocol, not Lighthouse's
// simulation, whose observed user-timing marks are unthrottled.
/* global window, document, MutationObserver, requestAnimationFrame -- the functions given to the page run there */
import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.js";

/** Lighthouse's mobile figures: 4× CPU, 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const THROTTLING = {
  cpuSlowdown: 4,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  rttMs: 150,
};

/** The mark app/root.tsx records when hydration has ended. */
const INTERACTIVE_MARK = "interactive";
const LOAD_TIMEOUT_MS = 60_000;

/**
 * Each figure in ms from navigation start; `interactive` is null on a page
 * that ships no script, `data` on a page with no data region.
 * @typedef {object} Timings
 * @property {number} fcp
 * @property {number} lcp
 * @property {number | null} interactive
 * @property {number | null} data
 */

/**
 * The time from hydration to the data on screen in one load, in ms: null on
 * a page without scripts or data. Taken within the load, it moves less with
 * the network than either figure.
 * @param {Timings} timings @returns {number | null}
 */
export function gapOf({ interactive, data }) {
  return data === null || interactive === null ? null : data - interactive;
}

/** @param {number} kbps @returns {number} bytes per second, as DevTools counts them */
const bytesPerSecond = (kbps) => (kbps * 1024) / 8;

/**
 * Runs in the page before its own code. It records when every data region
 * (`[data-data-region]`, app/components/data-await.tsx) holds content and no
 * spinner (the only `role="status"` with an `aria-label`): `inPage`, the
 * moment the page's DOM has it, and `data`, the first task after the next
 * frame, which is when the visitor can read it. Observers and frame
 * callbacks, not polling, which would take the throttled main thread's time.
 */
export function watchForData() {
  const timings = /** @type {{ inPage?: number, data?: number }} */ ({});
  Object.defineProperty(window, "__throttledTimings", { value: timings });
  const ready = () => {
    const regions = document.querySelectorAll("[data-data-region]");
    return (
      regions.length > 0 &&
      [...regions].every(
        (region) =>
          !region.querySelector('[role="status"][aria-label]') &&
          (region.textContent ?? "").trim() !== "",
      )
    );
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    timings.inPage = performance.now();
    requestAnimationFrame(() => {
      // The frame callback runs before the paint; the next task after it.
      setTimeout(() => {
        timings.data = performance.now();
      });
    });
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
}

/**
 * Opens each URL once per run, each time in a new browser context (an empty
 * cache, no open connections), and reads the timings. The URLs take turns,
 * run by run, so that a change in the machine's load touches all of them.
 * @param {string[]} urls @param {number} runs
 * @returns {Promise<Map<string, Timings[]>>}
 */
export async function measureThrottled(urls, runs) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  /** @type {Map<string, Timings[]>} */
  const results = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const url of urls) {
        results.get(url)?.push(await measureOnce(browser, url));
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * A new page in a context of its own (an empty cache, no open connections),
 * sized and throttled like the phone: 4× CPU, and unless `network` is false,
 * the phone's network with the cache off. `watchForData` runs in it first.
 * @param {import("@playwright/test").Browser} browser
 * @param {{ network?: boolean }} [options]
 */
export async function openPhonePage(browser, { network = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(watchForData);
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: bytesPerSecond(THROTTLING.downloadKbps),
      uploadThroughput: bytesPerSecond(THROTTLING.uploadKbps),
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", {
    rate: THROTTLING.cpuSlowdown,
  });
  return { context, page };
}

/** @param {import("@playwright/test").Browser} browser @param {string} url @returns {Promise<Timings>} */
async function measureOnce(browser, url) {
  const { context, page } = await openPhonePage(browser);
  try {
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const reading = page.evaluate(
      (mark) =>
        new Promise((resolve) => {
          const hasScripts =
            document.querySelector('script[type="module"]') !== null;
          const hasData = document.querySelector("[data-data-region]") !== null;
          /** @type {number | undefined} */
          let lcp;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            if (last) lcp = last.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          const read = () => {
            const [interactive] = performance.getEntriesByName(mark, "mark");
            const [fcp] = performance.getEntriesByName(
              "first-contentful-paint",
            );
            // @ts-expect-error set by watchForData
            const data = window.__throttledTimings.data;
            if (!fcp || lcp === undefined) return null;
            if (hasScripts && !interactive) return null;
            if (hasData && data === undefined) return null;
            return {
              fcp: fcp.startTime,
              lcp,
              interactive: interactive ? interactive.startTime : null,
              data: hasData ? data : null,
            };
          };
          const settle = () => {
            const timings = read();
            if (timings) resolve(timings);
            else setTimeout(settle, 250);
          };
          // A quarter-second check costs the page nothing measurable: it
          // starts after the load event, and the figures are the page's own.
          settle();
        }),
      INTERACTIVE_MARK,
    );
    /** @type {Promise<never>} */
    const timeout = new Promise((_, reject) =>
      setTimeout(
        () =>
          reject(
            new Error(
              `${url}: the page's paints, "${INTERACTIVE_MARK}" mark or data did not come within ${LOAD_TIMEOUT_MS / 1000} s.`,
            ),
          ),
        LOAD_TIMEOUT_MS,
      ).unref(),
    );
    return /** @type {Timings} */ (await Promise.race([reading, timeout]));
  } finally {
    await context.close();
  }
}
