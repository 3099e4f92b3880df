import type { Page } from "@playwright/test";

import { CATALOGUES, escape } from "./support/catalogues";
import { serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { WORDS } from "./support/words";

const EN = CATALOGUES.en;

/** Opens a page, then renders it as the printer would. */
async function printed(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function visibleButtons(page: Page): Promise<number> {
  return page
    .locator("button")
    .evaluateAll(
      (buttons) => buttons.filter((button) => button.checkVisibility()).length,
    );
}

test.describe("printing", () => {
  // The three screens in one visit, each met afresh on the screen.
  test("Channels, Compare and Instructions print their content without bar or controls", async ({
    page,
  }) => {
    await test.step("Channels prints the package's name at the top and its channels in columns, without bar or controls", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.emulateMedia({ media: "screen" });
      await serveData(page, "channels");
      await printed(page, "/plus/channels?pkg=latino");
      await expect(page.getByRole("listitem").first()).toBeVisible();
      await page.emulateMedia({ media: "print" });

      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByLabel(EN.channels.select.label)).toBeHidden();
      await expect(page.getByLabel(EN.channels.search.label)).toBeHidden();
      expect(await visibleButtons(page)).toBe(0);
      const title = page
        .getByRole("paragraph")
        .filter({ hasText: new RegExp(`^${escape(WORDS.en.titles.latino)}$`) });
      await expect(title).toBeVisible();
      const titleBox = await title.boundingBox();
      const listBox = await page
        .getByRole("region", {
          name: new RegExp(`^${escape(EN.channels.tvChannels)}`),
        })
        .boundingBox();
      expect(titleBox && listBox && titleBox.y < listBox.y).toBe(true);
      expect(
        await page
          .getByRole("region", {
            name: new RegExp(`^${escape(EN.channels.tvChannels)}`),
          })
          .getByRole("list")
          .evaluate((list) => getComputedStyle(list).columnCount),
      ).toBe("3");
    });

    await test.step("Compare prints the whole table, without bar or controls", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.emulateMedia({ media: "screen" });
      await serveData(page, "packages");
      await serveData(page, "channels");
      await printed(page, "/plus/compare");
      const scroller = page.getByRole("region", {
        name: EN.compare.tableTitle,
      });
      await expect(scroller).toBeVisible();
      await page.emulateMedia({ media: "print" });

      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByLabel(EN.compare.filter)).toBeHidden();
      await expect(
        page.getByRole("group", { name: EN.compare.toggles }),
      ).toBeHidden();
      expect(await visibleButtons(page)).toBe(0);
      // Nothing scrolls on paper: every row is laid out in full.
      expect(
        await scroller.evaluate((element) => [
          getComputedStyle(element).overflowY,
          element.scrollHeight - element.clientHeight,
        ]),
      ).toEqual(["visible", 0]);
      await expect(page.getByRole("rowheader")).toHaveCount(10);
    });

    await test.step("Instructions prints the device at the top and the steps, without bar or controls", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.emulateMedia({ media: "screen" });
      await serveData(page, "instructions");
      await printed(page, "/plus/instructions?device=Mobile&platform=iOS");
      await expect(
        page.getByRole("region", { name: EN.instructions.steps.title }),
      ).toBeVisible();
      await page.emulateMedia({ media: "print" });

      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByLabel(EN.instructions.device.label)).toBeHidden();
      await expect(
        page.getByLabel(EN.instructions.platform.label),
      ).toBeHidden();
      expect(await visibleButtons(page)).toBe(0);
      const title = page.getByText("iOS on Mobile", { exact: true });
      await expect(title).toBeVisible();
      const titleBox = await title.boundingBox();
      const stepsBox = await page
        .getByRole("region", { name: EN.instructions.steps.title })
        .boundingBox();
      expect(titleBox && stepsBox && titleBox.y < stepsBox.y).toBe(true);
    });
  });
});
