import { type Page } from "@playwright/test";

import {
  ROUTES,
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

/** The body's first elements (scripts aside): the bar, the heading and what follows. */
const ELEMENTS_COMPARED = 400;

/**
 * Every computed style property of the body's first elements, one line per
 * element. Two pages that render the same elements with the same cascade
 * give the same lines.
 */
async function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(
    (count) =>
      [...document.querySelectorAll("body :not(script)")]
        .slice(0, count)
        .map((element) => {
          const style = getComputedStyle(element);
          // Sorted: custom properties come in the order they were declared.
          const values = [...style]
            .sort()
            .map((name) => `${name}:${style.getPropertyValue(name)}`);
          return `${element.tagName} ${element.getAttribute("class") ?? ""} ${values.join(";")}`;
        }),
    ELEMENTS_COMPARED,
  );
}

/** Opens `path` cold and waits until it is hydrated, its data in and the network quiet. */
async function openReady(page: Page, path: string) {
  await page.goto(path);
  await waitForPageReady(page);
  await page.waitForLoadState("networkidle");
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

test.describe("inline CSS", () => {
  for (const { path } of ROUTES) {
    test(`${path} paints from its own HTML and looks as it does with its stylesheets linked`, async ({
      browser,
    }) => {
      for (const width of [375, 1280]) {
        const viewport = { width, height: 900 };
        const inline = await browser.newPage({ viewport });
        const stylesheetRequests: string[] = [];
        inline.on("request", (request) => {
          if (request.resourceType() === "stylesheet") {
            stylesheetRequests.push(request.url());
          }
        });
        await openReady(inline, path);
        expect(stylesheetRequests, `stylesheets fetched by ${path}`).toEqual(
          [],
        );
        expect(
          await inline.evaluate(() => ({
            styles: document.querySelectorAll("head > style").length,
            enabledLinks: document.querySelectorAll(
              'link[rel="stylesheet"]:not([disabled])',
            ).length,
          })),
        ).toEqual({ styles: 1, enabledLinks: 0 });

        const linked = await browser.newPage({ viewport });
        await serveWithStylesheetLinks(linked, path);
        await openReady(linked, path);
        expect(
          await linked.evaluate(
            () => document.querySelectorAll("head > style").length,
          ),
        ).toBe(0);

        expect(await computedStyles(inline), `${path} at ${width}px`).toEqual(
          await computedStyles(linked),
        );
        await inline.close();
        await linked.close();
      }
    });
  }

  test("pages reached by client-side navigation look as they do when opened directly", async ({
    page,
    browser,
  }) => {
    const direct = async (path: string) => {
      const other = await browser.newPage();
      await openReady(other, path);
      const styles = await computedStyles(other);
      await other.close();
      return styles;
    };
    const follow = async (href: string, heading: string) => {
      await page.locator(`a[href="${href}"]:visible`).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await waitForPageReady(page);
      await page.waitForLoadState("networkidle");
    };

    await page.goto("/");
    await waitForHydration(page);
    await follow("/plus/channels", "Channels");
    expect(await computedStyles(page)).toEqual(await direct("/plus/channels"));

    await follow("/plus/finder", "Channel Finder");
    expect(await computedStyles(page)).toEqual(await direct("/plus/finder"));

    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A Traditional Television Experience",
    );
    await page.waitForLoadState("networkidle");
    expect(await computedStyles(page)).toEqual(await direct("/"));
  });
});
