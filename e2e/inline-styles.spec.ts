import { type Browser, type Page } from "@playwright/test";

import { CATALOGUES } from "./support/catalogues";
import { serveData } from "./support/data";
import { attributesOf } from "./support/html";

import {
  ALL_ROUTES,
  NOT_FOUND_PATH,
  SPANISH_NOT_FOUND_PATH,
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

const EN = CATALOGUES.en;

/** The body's first elements (scripts aside): the bar, the heading and what follows. */
const ELEMENTS_COMPARED = 400;

/**
 * Every computed style property of the body's first elements, one line per
 * element. Two pages that render the same elements with the same cascade
 * give the same lines. With `digest`, only the SHA-256 of the lines comes
 * back: the lines of a large page weigh megabytes.
 */
async function computedStyles(page: Page, digest: true): Promise<string>;
async function computedStyles(page: Page): Promise<string[]>;
async function computedStyles(
  page: Page,
  digest = false,
): Promise<string | string[]> {
  return page.evaluate(
    async ({ count, digest }) => {
      const lines = [...document.querySelectorAll("body :not(script)")]
        .slice(0, count)
        .map((element) => {
          const style = getComputedStyle(element);
          // Sorted: custom properties come in the order they were declared.
          const values = [...style]
            .sort()
            .map((name) => `${name}:${style.getPropertyValue(name)}`);
          return `${element.tagName} ${element.getAttribute("class") ?? ""} ${values.join(";")}`;
        });
      if (!digest) return lines;
      const hash = await crypto.subtle.digest(
        "SHA-256",
        new TextEncoder().encode(JSON.stringify(lines)),
      );
      return [...new Uint8Array(hash)]
        .map((byte) => byte.toString(16).padStart(2, "0"))
        .join("");
    },
    { count: ELEMENTS_COMPARED, digest },
  );
}

/**
 * Expects `page` to compute the same styles as `other`. Equal digests mean
 * equal lines; otherwise the lines themselves are compared, so that a
 * failure shows which element differs and how.
 */
async function expectSameStyles(page: Page, other: Page, label: string) {
  if (
    (await computedStyles(page, true)) === (await computedStyles(other, true))
  )
    return;
  expect(await computedStyles(page), label).toEqual(
    await computedStyles(other),
  );
}

/**
 * Serves the data screens the fixtures: the styles compared are those of
 * the page's first elements, which a short lineup shows as the shipped one does.
 */
async function serveFixtures(page: Page) {
  for (const name of ["packages", "channels", "instructions"] as const)
    await serveData(page, name);
}

/**
 * Opens `path` cold, with the fixtures, and waits until it is hydrated and
 * its data in: by then its load event has come, and every stylesheet it
 * links is in.
 */
async function openReady(page: Page, path: string) {
  await serveFixtures(page);
  await page.goto(path);
  await waitForPageReady(page);
  await page.waitForLoadState("load");
}

/**
 * Serves `path` the way the framework renders it, before the build inlines
 * the CSS: the stylesheet links enabled and no inline `<style>`.
 */
async function serveWithStylesheetLinks(page: Page, path: string) {
  await page.route(
    (url) => (url.pathname.replace(/\/+$/, "") || "/") === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<style>[\s\S]*?<\/style>/, "")
        .replaceAll(/(<link rel="stylesheet"[^>]*?) disabled=""/g, "$1");
      await route.fulfill({ response, body: html });
    },
  );
}

const VIEWPORT_HEIGHT = 900;

/** The widths each page is compared at: a phone's, then a desktop's. */
const WIDTHS = [375, 1280] as const;

/** Opens `path` as the framework renders it, cold, in a page of its own. */
async function openLinked(browser: Browser, path: string, width = 1280) {
  const page = await browser.newPage({
    viewport: { width, height: VIEWPORT_HEIGHT },
  });
  await serveWithStylesheetLinks(page, path);
  await openReady(page, path);
  expect(
    await page.evaluate(() => document.querySelectorAll("style").length),
  ).toBe(0);
  return page;
}

/** Follows the first visible link to `href` and waits until that page is ready. */
async function follow(page: Page, href: string, heading: string) {
  await page.locator(`a[href="${href}"]:visible`).first().click();
  // Off the link, so that no hover style is compared.
  await page.mouse.move(0, 0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await waitForPageReady(page);
  await page.waitForLoadState("networkidle");
}

/** Expects `page` to compute the styles `path` has when opened directly, with its stylesheets linked. */
async function expectStyledAsOpened(
  page: Page,
  browser: Browser,
  path: string,
) {
  const linked = await openLinked(browser, path);
  await expectSameStyles(page, linked, path);
  await linked.close();
}

/**
 * The pages whose every computed style is compared: Home (no bar), the data
 * screen with the most stylesheets (Compare: form controls and the largest
 * table), a page of text, and the not-found page (404.html). Every page's
 * inline CSS is checked against its stylesheets' text, in their order,
 * below; these show that the same text styles a page the same way, and the
 * navigations below cover a page whose stylesheets follow another's.
 */
const COMPARED_PATHS = ["/", "/plus/compare", "/plus/faq", NOT_FOUND_PATH];

test.describe("inline CSS", () => {
  for (const path of [
    ...ALL_ROUTES.map((route) => route.path),
    NOT_FOUND_PATH,
    SPANISH_NOT_FOUND_PATH,
  ]) {
    test(`${path} holds, in one <style>, the text of its stylesheets in their order`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(styles, "one <style> in <head>").toHaveLength(1);
      const links = [...head.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*>/g)];
      expect(links.length, "stylesheet links").toBeGreaterThan(0);
      const files: string[] = [];
      for (const [tag] of links) {
        const { disabled, href = "" } = attributesOf(tag);
        // Off, so the browser neither fetches nor applies them twice.
        expect(disabled, tag).toBe("");
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        files.push(await response.text());
      }
      expect(styles[0]?.[1]).toBe(files.join("\n"));
    });
  }

  // Each test loads two or more pages cold and compares every computed style.
  test.slow();
  for (const path of COMPARED_PATHS) {
    test(`${path} is styled by its inline CSS alone as it is by its stylesheets`, async ({
      browser,
    }) => {
      const [first, ...others] = WIDTHS;
      const inline = await browser.newPage({
        viewport: { width: first, height: VIEWPORT_HEIGHT },
      });
      // No stylesheet file can arrive: what styles the page is its own HTML.
      const stylesheetRequests: string[] = [];
      await inline.route(/\.css$/, (route) => {
        stylesheetRequests.push(route.request().url());
        return route.abort();
      });
      await openReady(inline, path);
      const { styles, links, disabledLinks } = await inline.evaluate(() => ({
        styles: document.querySelectorAll("head > style").length,
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
        // The links stay off until the visitor heads to another page.
        disabledLinks: document.querySelectorAll(
          'link[rel="stylesheet"][disabled]',
        ).length,
      }));
      expect(styles).toBe(1);
      expect(links).toBeGreaterThan(0);
      expect(disabledLinks).toBe(links);
      expect(stylesheetRequests, "stylesheet files fetched").toEqual([]);

      // Both pages go through the same widths in the same order, so each
      // width compares the two under the same history.
      const linked = await openLinked(browser, path, first);
      await expectSameStyles(inline, linked, `${path} at ${first}px`);
      for (const width of others) {
        for (const page of [inline, linked]) {
          await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
          // One frame, for anything that answers the resize.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(resolve)),
          );
        }
        await expectSameStyles(inline, linked, `${path} at ${width}px`);
      }
      await inline.close();
      await linked.close();
    });
  }

  test("pages reached by client-side navigation look as they do when opened directly", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: VIEWPORT_HEIGHT });
    await serveFixtures(page);
    await page.goto("/");
    await waitForHydration(page);
    await follow(page, "/plus/channels", EN.channels.title);
    await expectStyledAsOpened(page, browser, "/plus/channels");
    await follow(page, "/plus/finder", EN.finder.title);
    await expectStyledAsOpened(page, browser, "/plus/finder");

    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      EN.common.tagline,
    );
    await page.waitForLoadState("networkidle");
    // Home, loaded again for Back, gives focus to the link followed there
    // (app/components/page-script.tsx); what is compared is the cascade.
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.blur(),
    );
    await expectStyledAsOpened(page, browser, "/");
  });

  test("a page reached from one whose CSS was inline keeps the cascade of a page opened directly", async ({
    page,
    browser,
  }) => {
    // Both pages use the form controls' stylesheet, which comes in another
    // place among each page's stylesheets: its link stays from one page to
    // the next, so its rules must come from the file, in the new order.
    await page.setViewportSize({ width: 1280, height: VIEWPORT_HEIGHT });
    await serveFixtures(page);
    await page.goto("/plus/instructions");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await follow(page, "/plus/channels", EN.channels.title);
    await expectStyledAsOpened(page, browser, "/plus/channels");
  });
});
