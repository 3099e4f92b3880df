import { type Page } from "@playwright/test";

import { DATA_PATHS } from "../app/config/paths";

import { expectNoAxeViolations } from "./support/axe";
import { expectNothingFalseOrEmpty } from "./support/fact-checks";
import {
  ALL_ROUTES,
  DATA_SCREEN_PATHS,
  type DataScreenPath,
  expect,
  isScriptFree,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { expectBar, expectFooter, expectLanguageLink } from "./support/frame";
import { expectEveryImageDecoded, watchImages } from "./support/images";
import { linkProblems, linksOnPage } from "./support/links";
import { watchPolicy } from "./support/policy";
import { expectNothingStored, watchPrivacy } from "./support/privacy";
import {
  expectFitsWithDoubleText,
  expectFitsWithTextSpacing,
} from "./support/text-spacing";
import { LOCALES, type Locale, localeOf, pathIn } from "./support/words";
import { expectFitsZoomed } from "./support/zoom";

// Every route in both languages, each loaded once at a phone's width, then
// resized to a desktop's: it hydrates onto its pre-rendered HTML under the
// Content-Security-Policy, a data screen's HTML has already asked for its
// data files, and every picture loads at either width. axe reads each route
// at both widths, once in each language: the Spanish page at the phone's
// width, where its longer words are tightest, the English one at the
// desktop's. The two share their markup, their styles and their checks of
// form; only the words differ.
// The page has the frame of its language: the bar, the footer and the link
// to its twin in the other language. At 375 px it fits the screen with the
// browser's text at 200 % (WCAG 1.4.4 on a phone); zoomed to 150 % and 200 %
// in a 375 or 1280 px window it fits too, its logo and language link apart.
// At 320 px it fits, also with
// wide text spacing (WCAG 1.4.10 and 1.4.12), with the shipped lineup's
// longest names in its rows. As the privacy page states, it sets no cookie
// and asks no other origin for anything, nor does the page its footer leads
// to: followed from the first page with scripts and the first without, in
// each language. No page holds an empty element, "undefined" or a past month.

const [FIRST_WIDTH, ...OTHER_WIDTHS] = [375, 1280] as const;
const HEIGHT = 800;
/** The narrowest width a page must fit without sideways scrolling. */
const NARROWEST = 320;

/** The width at which axe reads a route in each language. */
const AXE_WIDTH: Record<Locale, number> = { en: 1280, es: FIRST_WIDTH };

/** The data files each data screen reads, in both languages. */
const FILES_OF: Record<DataScreenPath, readonly string[]> = {
  "/plus": [DATA_PATHS.packages, DATA_PATHS.channels],
  "/plus/channels": [DATA_PATHS.channels, DATA_PATHS.packages],
  "/plus/channelstest": [DATA_PATHS.channels, DATA_PATHS.packages],
  "/plus/instructions": [DATA_PATHS.instructions],
  "/plus/finder": [DATA_PATHS.packages, DATA_PATHS.channels],
  "/plus/compare": [DATA_PATHS.packages, DATA_PATHS.channels],
};

/** The routes whose footer link to the FAQ is followed: in each language, the first with scripts and the first without. */
const FOOTER_FOLLOWED = new Set(
  LOCALES.flatMap((locale) =>
    [true, false].map(
      (scriptFree) =>
        ALL_ROUTES.find(
          ({ path }) =>
            localeOf(path) === locale && isScriptFree(path) === scriptFree,
        )?.path,
    ),
  ),
);

/** The data screens in both languages, with the files each reads. */
const DATA_SCREENS = new Map<string, readonly string[]>(
  DATA_SCREEN_PATHS.flatMap((path) =>
    LOCALES.map((locale) => [pathIn(locale, path), FILES_OF[path]] as const),
  ),
);

/**
 * A data screen's HTML preloads its files, so their requests start with the
 * page rather than once its scripts have run, and the screen's own fetch
 * takes the preloaded response: one request per file, each begun before the
 * document had been parsed (module scripts run only after that).
 */
async function expectDataPreloaded(
  page: Page,
  requested: readonly string[],
  files: readonly string[],
) {
  expect(requested.toSorted(), "data files requested").toEqual(
    files.toSorted(),
  );
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    return {
      parsed:
        navigation instanceof PerformanceNavigationTiming
          ? navigation.domInteractive
          : NaN,
      files: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/json/"))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
        })),
    };
  });
  expect(timings.files.map((file) => file.path).toSorted()).toEqual(
    files.toSorted(),
  );
  for (const file of timings.files) {
    expect(file.start, file.path).toBeLessThan(timings.parsed);
  }
}

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
// screen's data takes the place of its spinner alone: the bar, the footer
// and the heading stay, there too.
async function expectHydratedInPlace(page: Page, path: string) {
  const { kept, heading, fallback } = await page.evaluate(() => {
    const before: unknown = Reflect.get(window, "prerenderedNodes");
    const fallback = Reflect.get(window, "prerenderedFallback") === true;
    const now = ["header", "footer", "h1"].map((selector) =>
      document.querySelector(selector),
    );
    return {
      kept:
        Array.isArray(before) &&
        now.every((node, index) => node === before[index]) &&
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
  expect(fallback, "only the data screens pre-render a data region").toBe(
    DATA_SCREENS.has(path),
  );
}

test.describe("every route", () => {
  test.use({ viewport: { width: FIRST_WIDTH, height: HEIGHT } });

  for (const { path, heading } of ALL_ROUTES) {
    const start = isScriptFree(path)
      ? "loads no script file"
      : "hydrates in place under the policy";
    const files = DATA_SCREENS.get(path);
    const data = files
      ? ", asks for each data file once before any script"
      : "";
    const axeWidth = AXE_WIDTH[localeOf(path)];
    const followed = FOOTER_FOLLOWED.has(path)
      ? ", nor on the page its footer leads to"
      : "";
    test(`${path} ${start}${data}, has its language's bar, footer and language link, every image loads at 375 and 1280px, axe finds nothing at ${axeWidth}px, it fits 375px with 200 % text, 375 and 1280px at 150 % and 200 % zoom with its logo and language link apart, and 320px with text spacing, its links answer, and nothing is stored or asked of another origin${followed}`, async ({
      page,
      context,
      baseURL,
      request,
      consoleErrors,
    }) => {
      // axe reads every cell of the larger tables (Compare holds every channel).
      test.slow();
      const privacy = watchPrivacy(page, new URL(baseURL ?? "").origin);
      const policyProblems = await watchPolicy(page);
      const failedImages = watchImages(page);
      await keepPreRenderedNodes(page);
      const scriptFiles: string[] = [];
      const dataFiles: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script")
          scriptFiles.push(request.url());
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/json/")) dataFiles.push(pathname);
      });

      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain(
        "script-src 'self' 'sha256-",
      );
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (isScriptFree(path)) {
        // Every file the document asks for is in by its load event.
        await page.waitForLoadState("load");
        expect(scriptFiles, "script files").toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.dataset.hydrated),
        ).toBeUndefined();
      } else {
        expect(scriptFiles.length, "script files").toBeGreaterThan(0);
      }
      await waitForPageReady(page);
      // The shipped facts file sets none: no page says one half-way.
      await expectNothingFalseOrEmpty(page, path);
      // Once a data screen's data is in, so that drawing it is checked too.
      if (!isScriptFree(path)) await expectHydratedInPlace(page, path);
      if (files) {
        await page.waitForLoadState("networkidle");
        await expectDataPreloaded(page, dataFiles, files);
      }
      // Its links as the visitor has them, data included (links.spec.ts
      // crawls the pages' HTML).
      expect(
        await linkProblems(request, page.url(), await linksOnPage(page)),
        "links",
      ).toEqual([]);

      if (axeWidth === FIRST_WIDTH)
        await expectNoAxeViolations(page, `${path} at ${FIRST_WIDTH}px`);
      await expectEveryImageDecoded(page);
      for (const width of OTHER_WIDTHS) {
        // A picture chooses its file again for the new width, as on a fresh load.
        await page.setViewportSize({ width, height: HEIGHT });
        if (axeWidth === width)
          await expectNoAxeViolations(page, `${path} at ${width}px`);
        await expectEveryImageDecoded(page);
      }

      // At a desktop's width, where the bar shows its links.
      await expectBar(page, path);
      await expectFooter(page, path);
      await expectLanguageLink(page, path);
      expect(consoleErrors, "errors logged on the page").toEqual([]);

      await page.setViewportSize({ width: FIRST_WIDTH, height: HEIGHT });
      await expectFitsWithDoubleText(page, `${path} at ${FIRST_WIDTH}px`);
      await expectFitsZoomed(page, path, HEIGHT);
      await page.setViewportSize({ width: NARROWEST, height: HEIGHT });
      await expectFitsWithTextSpacing(page, `${path} at ${NARROWEST}px`);

      // The footer's link: from a page with scripts, a client-side
      // navigation to a page without; from one without, a plain page load.
      if (FOOTER_FOLLOWED.has(path)) {
        await page
          .getByRole("contentinfo")
          .locator(`a[href="${pathIn(localeOf(path), "/plus/faq")}"]`)
          .click();
        await expect(page).toHaveURL(/\/plus\/faq$/);
        await waitForPageReady(page);
      }

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
});

test("Home's promo image is among the images checked", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("img")).not.toHaveCount(0);
});
