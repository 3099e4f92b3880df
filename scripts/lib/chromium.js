// @ts-check
/**
 * Debian's Chromium and the flags it needs here: headless, as root, offline.
 * Lighthouse, the phone timings and the screenshots use the full browser, as
 * visitors have it. CHROME_PATH, when set, names the browser for everything.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests run on Chromium's headless shell (Debian's package
 * chromium-headless-shell): the same version, Blink and V8 as the full
 * browser, without its window and compositor processes, and what Playwright
 * runs headless tests on by default. On two cores the suite takes about a
 * third less time on it (docs/testing.md).
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = /** @type {const} */ ([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Chromium 156 preloads its address-bar popup (a WebUI page with its own
  // renderer) in every new browser context, even headless; on two cores that
  // costs each test about a third of a second of CPU the page under test needs.
  "--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxPopup,WebUIOmniboxFullPopup",
]);
