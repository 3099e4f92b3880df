// @ts-check
/** Debian's Chromium and the flags it needs here: headless, as root, offline. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
