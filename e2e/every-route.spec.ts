import { type Page } from "@playwright/test";

import { localizedPath } from "../app/i18n/locale";

import { expectNoAxeViolations } from "./support/axe";
import {
  ALL_ROUTES,
  DATA_SCREEN_PATHS,
  NOT_FOUND_PATH,
  SPANISH_NOT_FOUND_PATH,
  expect,
  isScriptFree,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { expectEveryImageDecoded, watchImages } from "./support/images";
import { watchPolicy } from "./support/policy";
import { expectNothingStored, watchPrivacy } from "./support/privacy";

// Every route in both languages, each loaded once at a phone's width, then
// resized to a desktop's: it hydrates onto its pre-rendered HTML under the
// Content-Security-Policy, every picture loads, and axe finds nothing at
// either width. As the privacy page states, it sets no cookie and asks no
// other origin for anything, nor does the page its footer leads to.

const [FIRST_WIDTH, ...OTHER_WIDTHS] = [375, 1280] as const;
const HEIGHT = 800;

/** The data screens in both languages. */
const DATA_SCREENS = new Set<string>(
  DATA_SCREEN_PATHS.flatMap((path) => [path, localizedPath(path, "es")]),
);

/**
 * Keeps the bar, the footer and the heading as the browser parsed them,
 * before any script ran, to compare them with what is there once React has
 * hydrated the page.
 */
async function keepPreRenderedNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, {
        prerenderedNodes: [
          document.querySelector("header"),
          document.querySelector("footer"),
          document.querySelector("h1"),
        ],
        prerenderedHeading: document.querySelector("h1")?.textContent,
        prerenderedFallback:
          document.querySelector("[data-data-region]") !== null,
      });
    });
  });
}

// React keeps the pre-rendered nodes when hydration succeeds; after a mismatch
// it renders the page again from scratch and the nodes are new. A data
// screen's pre-rendered HTML is its route's fallback, which gives way to the
// screen once the route's loader has run: there the bar and the footer must
// stay, and the heading must read the same.
async function expectHydratedInPlace(page: Page, path: string) {
  const { kept, heading, fallback } = await page.evaluate(() => {
    const before: unknown = Reflect.get(window, "prerenderedNodes");
    const fallback = Reflect.get(window, "prerenderedFallback") === true;
    const now = ["header", "footer", "h1"].map((selector) =>
      document.querySelector(selector),
    );
    const compared = fallback ? 2 : 3;
    return {
      kept:
        Array.isArray(before) &&
        now.slice(0, compared).every((node, index) => node === before[index]) &&
        // Home has no bar; every page has the footer and a heading.
        now[1] !== null &&
        now[2] !== null,
      heading:
        Reflect.get(window, "prerenderedHeading") ===
        document.querySelector("h1")?.textContent,
      fallback,
    };
  });
  expect(kept, "the pre-rendered nodes are still in place").toBe(true);
  expect(heading, "the heading reads as pre-rendered").toBe(true);
  expect(fallback, "only the data screens pre-render a fallback").toBe(
    DATA_SCREENS.has(path),
  );
}

test.describe("every route", () => {
  test.use({ viewport: { width: FIRST_WIDTH, height: HEIGHT } });

  for (const { path, heading } of ALL_ROUTES) {
    const start = isScriptFree(path)
      ? "loads no script file"
      : "hydrates in place under the policy";
    test(`${path} ${start}, every image loads, axe finds nothing at 375 and 1280px, and nothing is stored or asked of another origin`, async ({
      page,
      context,
      baseURL,
      consoleErrors,
    }) => {
      // axe reads every cell of the larger tables (Compare holds every channel).
      test.slow();
      const privacy = watchPrivacy(page, new URL(baseURL ?? "").origin);
      const policyProblems = await watchPolicy(page);
      const failedImages = watchImages(page);
      await keepPreRenderedNodes(page);
      const scriptFiles: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script")
          scriptFiles.push(request.url());
      });

      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain(
        "script-src 'self' 'sha256-",
      );
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (isScriptFree(path)) {
        await page.waitForLoadState("networkidle");
        expect(scriptFiles, "script files").toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.dataset.hydrated),
        ).toBeUndefined();
      } else {
        expect(scriptFiles.length, "script files").toBeGreaterThan(0);
        await expectHydratedInPlace(page, path);
      }
      await waitForPageReady(page);

      await expectNoAxeViolations(page, `${path} at ${FIRST_WIDTH}px`);
      await expectEveryImageDecoded(page);
      for (const width of OTHER_WIDTHS) {
        // A picture chooses its file again for the new width, as on a fresh load.
        await page.setViewportSize({ width, height: HEIGHT });
        await expectNoAxeViolations(page, `${path} at ${width}px`);
        await expectEveryImageDecoded(page);
      }

      // The footer's link: from a page with scripts, a client-side
      // navigation to a page without; from one without, a plain page load.
      await page
        .getByRole("contentinfo")
        .locator(`a[href="${path.startsWith("/es") ? "/es" : ""}/plus/faq"]`)
        .click();
      await expect(page).toHaveURL(/\/plus\/faq$/);
      await waitForPageReady(page);

      expect(privacy.foreign, "requests to another origin").toEqual([]);
      expect(privacy.cookieHeaders, "responses that set a cookie").toEqual([]);
      await expectNothingStored(page, context);
      expect(failedImages, "images that did not load").toEqual([]);
      expect(policyProblems, "policy violations").toEqual([]);
      // A missing file is the link and budget checks' business; this is about the page itself.
      expect(
        consoleErrors.filter(
          (message) => !message.startsWith("Failed to load resource"),
        ),
      ).toEqual([]);
    });
  }

  for (const path of [NOT_FOUND_PATH, SPANISH_NOT_FOUND_PATH]) {
    test(`the not-found screen at ${path} has no axe violations at 375 and 1280px`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(
        page,
        `the not-found screen at ${path}, ${FIRST_WIDTH}px`,
      );
      for (const width of OTHER_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await expectNoAxeViolations(
          page,
          `the not-found screen at ${path}, ${width}px`,
        );
      }
    });
  }
});

test("Home's promo image is among the images checked", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("img")).not.toHaveCount(0);
});
