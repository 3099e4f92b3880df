import { ROUTES, expect, test, waitForHydration } from "./support/fixtures";

// No broken picture anywhere: every image a page asks for answers 200 and decodes.
for (const width of [375, 1280]) {
  for (const { path } of ROUTES) {
    test(`every image on ${path} loads at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
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
      await page.mouse.wheel(0, 10_000);
      await page.waitForLoadState("networkidle");

      const images = page.locator("img");
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate(
              (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
            ),
          )
          .toBe(true);
      }
      expect(failed).toEqual([]);
    });
  }
}

test("Home's promo image is among the images checked", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("img")).not.toHaveCount(0);
});
