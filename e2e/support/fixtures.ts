import { type Page, test as base, expect } from "@playwright/test";

/**
 * The test object every browser test uses. It collects what each page logs
 * and fails any test whose page threw an uncaught error. A test that expects
 * console errors reads them from `consoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const uncaught: Error[] = [];
    page.on("pageerror", (error) => uncaught.push(error));
    await use(page);
    expect(uncaught.map(String), "uncaught errors in the page").toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") messages.push(message.text());
    });
    await use(messages);
  },
});

export { expect };

export {
  ALL_ROUTES,
  DATA_SCREEN_PATHS,
  SCRIPT_FREE_PATHS,
  isScriptFree,
  type DataScreenPath,
  ROUTES,
  SPANISH_ROUTES,
} from "./routes";
import { SPINNER } from "./spinner";

/** A path no route matches: the server answers it with the not-found page. */
export const NOT_FOUND_PATH = "/plus/no-such-page";

/** The same under /es: the server answers it with the Spanish not-found page. */
export const SPANISH_NOT_FOUND_PATH = "/es/plus/no-such-page";

/**
 * Waits until React has hydrated the page, so clicks reach its handlers. A
 * page that ships no script is as it will stay once it has been parsed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      (document.readyState !== "loading" &&
        document.querySelector('script[type="module"]') === null),
  );
}

/** A data screen's spinner, in either language. */
export const spinner = (page: Page) => page.locator(SPINNER);

/**
 * Waits until the page has hydrated, any data file it loads has arrived and
 * nothing says it is busy, so a test sees the page as the visitor ends up
 * with it.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(spinner(page)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
