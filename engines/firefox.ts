import puppeteer from "puppeteer-core";

import { FIREFOX_PATH } from "../scripts/lib/engines.js";
import type { EngineSession } from "./session";

/** Debian's Firefox ESR over WebDriver BiDi: no geckodriver, no download. */
export async function launchFirefox(): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Offline machine: no update, telemetry or remote-settings traffic.
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "network.captive-portal-service.enabled": false,
      // No page cache for Back: over WebDriver BiDi, Puppeteer loses track of
      // navigation after a page comes back from it, and without it Back loads
      // the page again, the case the page script looks after (page-script.tsx).
      "browser.sessionhistory.max_total_viewers": 0,
    },
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  return {
    engine: "Firefox",
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async open(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    evaluate: (body) => page.evaluate(`(() => { ${body} })()`),
    async click(selector) {
      await page.click(selector);
    },
    async choose(selector, value) {
      await page.select(selector, value);
    },
    async typeInto(selector, text) {
      await page.type(selector, text);
    },
    async pressEscape() {
      await page.keyboard.press("Escape");
    },
    async pressEnter() {
      await page.keyboard.press("Enter");
    },
    async back() {
      await page.goBack();
    },
    async pressTab(back = false) {
      if (back) await page.keyboard.down("Shift");
      await page.keyboard.press("Tab");
      if (back) await page.keyboard.up("Shift");
    },
    screenshot: () => page.screenshot(),
    pageErrors: () => Promise.resolve([...errors]),
    close: () => browser.close(),
  };
}
