import { type Page } from "@playwright/test";

import { ROUTES, expect, test, waitForHydration } from "./support/fixtures";

/** Scrolls through the page and expects every `<img>` on it to have loaded and decoded. */
async function expectEveryImageDecoded(page: Page) {
  await page.mouse.wheel(0, 10_000);
  await page.waitForLoadState("networkidle");
  for (const image of await page.locator("img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
        ),
      )
      .toBe(true);
  }
}

// No broken picture anywhere: every image a page asks for, at a phone's
// width and then a desktop's (a picture may choose its file by width),
// answers 200 and decodes.
for (const { path } of ROUTES) {
  test(`every image on ${path} loads at 375 and 1280px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image") return;
      if (![200, 304].includes(response.status())) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    page.on("requestfailed", (request) => {
      if (request.resourceType() === "image") failed.push(request.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await expectEveryImageDecoded(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    await expectEveryImageDecoded(page);
    expect(failed).toEqual([]);
  });
}

test("Home's promo image is among the images checked", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("img")).not.toHaveCount(0);
});
