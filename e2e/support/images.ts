import { type Page, expect } from "@playwright/test";

/**
 * Records every image the page asks for that does not answer 200 (or 304)
 * or does not arrive at all. Call before the page loads.
 */
export function watchImages(page: Page): string[] {
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
  return failed;
}

/** Scrolls through the page and expects every `<img>` on it to have loaded and decoded. */
export async function expectEveryImageDecoded(page: Page): Promise<void> {
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
  await page.evaluate(() => window.scrollTo(0, 0));
}
