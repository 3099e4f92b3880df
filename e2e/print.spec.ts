import type { Locator, Page } from "@playwright/test";
import * as v from "valibot";

import { packagePath } from "../app/config/paths";
import { packagesFileSchema } from "../app/data/schemas";
import { formatMonthlyPrice } from "../app/lineup/format-price";
import { channelsInPackage } from "../app/lineup/membership";
import { splitMusic } from "../app/lineup/music-split";
import { packageSlug } from "../app/lineup/slug";
import { finderAnswer } from "../app/messages/en/finder-answer";
import { CATALOGUES, before, escape } from "./support/catalogues";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import {
  emptyHeadings,
  printLetter,
  printedHeadings,
  sheetProblems,
  strandedHeadings,
  visibleControls,
} from "./support/pdf";
import { shippedLineup, shippedPackages } from "./support/shipped";
import { WORDS } from "./support/words";

const EN = CATALOGUES.en;
const FIXTURE_PACKAGES = v.parse(packagesFileSchema, fixture("packages"));

/** Opens a page, then renders it as the printer would. */
async function printed(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The page's path and query, as the printed address should give them. */
const pathAndQuery = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}`;
};

/**
 * What every printed page holds to, on Letter paper: the site's name and the
 * page's address on top, no blank sheet, no heading at a sheet's foot, no
 * heading over nothing.
 */
async function expectPrintedWhole(page: Page) {
  expect(await emptyHeadings(page), "headings over nothing").toEqual([]);
  const sheets = await printLetter(page);
  expect(sheetProblems(sheets, pathAndQuery(page))).toEqual([]);
  expect(strandedHeadings(sheets, await printedHeadings(page))).toEqual([]);
  return sheets;
}

/** Whether `above`'s box starts higher on the page than `below`'s. */
async function isAbove(above: Locator, below: Locator) {
  const [a, b] = [await above.boundingBox(), await below.boundingBox()];
  return a !== null && b !== null && a.y < b.y;
}

test.describe("printing", () => {
  // The three screens in one visit, each met afresh on the screen.
  test("Channels, Compare and Instructions print their content without bar or controls", async ({
    page,
  }) => {
    await test.step("Channels prints the package's name and price at the top and its channels in columns, without bar or controls", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.emulateMedia({ media: "screen" });
      await serveData(page, "channels");
      await serveData(page, "packages");
      await printed(page, "/plus/channels?pkg=latino");
      await expect(page.getByRole("listitem").first()).toBeVisible();
      await page.emulateMedia({ media: "print" });

      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByLabel(EN.channels.select.label)).toBeHidden();
      await expect(page.getByLabel(EN.channels.search.label)).toBeHidden();
      expect(await visibleControls(page)).toBe(0);
      const title = page
        .getByRole("paragraph")
        .filter({ hasText: new RegExp(`^${escape(WORDS.en.titles.latino)}$`) });
      const latino = FIXTURE_PACKAGES.find((entry) => entry.name === "latino");
      if (!latino) throw new Error("e2e/fixtures/packages.json has no Latino");
      const price = page.getByText(
        formatMonthlyPrice(latino.price, EN.common.perMonth),
        { exact: true },
      );
      const list = page.getByRole("region", {
        name: new RegExp(`^${escape(EN.channels.tvChannels)}`),
      });
      await expect(title).toBeVisible();
      await expect(price).toBeVisible();
      expect(await isAbove(title, price)).toBe(true);
      expect(await isAbove(price, list)).toBe(true);
      await expectPrintedWhole(page);
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
      expect(await visibleControls(page)).toBe(0);
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
      expect(await visibleControls(page)).toBe(0);
      const title = page.getByText("iOS on Mobile", { exact: true });
      await expect(title).toBeVisible();
      const titleBox = await title.boundingBox();
      const stepsBox = await page
        .getByRole("region", { name: EN.instructions.steps.title })
        .boundingBox();
      expect(titleBox && stepsBox && titleBox.y < stepsBox.y).toBe(true);
    });
  });

  // A package's page is built from the shipped data: its first package on
  // sale, which lists its TV and music channels.
  test("a package's page prints its name and price above its channels, and nothing to press", async ({
    page,
  }) => {
    const lineup = shippedLineup();
    const entry = shippedPackages().find((item) => item.active);
    if (!entry) throw new Error("packages.json has no package on sale");
    const { tv } = splitMusic(channelsInPackage(lineup.channels, entry.name));
    await page.goto(packagePath(packageSlug(entry.name), "en"));
    await page.emulateMedia({ media: "print" });

    await expect(page.getByRole("banner")).toBeHidden();
    expect(await visibleControls(page)).toBe(0);
    const title = page.getByRole("heading", { level: 1 });
    const price = page.getByText(
      formatMonthlyPrice(entry.price, EN.common.perMonth),
      { exact: true },
    );
    const channels = page.getByRole("region", {
      name: `${EN.package.tvChannels} (${tv.length})`,
    });
    await expect(title).toHaveText(entry.title);
    await expect(price).toBeVisible();
    await expect(channels).toBeVisible();
    expect(await isAbove(title, price)).toBe(true);
    expect(await isAbove(price, channels)).toBe(true);
    // Only what the page answers: the Finder's panel and the links onward stay on screen.
    await expect(
      page.getByRole("heading", { name: EN.package.finder.title }),
    ).toBeHidden();
    await expect(
      page.getByRole("link", { name: EN.package.more.compare }),
    ).toBeHidden();
    const [first] = await expectPrintedWhole(page);
    const onFirst = first?.texts.map((text) => text.text) ?? [];
    expect(onFirst).toContain(entry.title);
    expect(onFirst).toContain(
      formatMonthlyPrice(entry.price, EN.common.perMonth),
    );
  });

  test("the Channel Finder prints its answer: the chosen channels, the saving, the packages and their prices, no fields", async ({
    page,
  }) => {
    const { answer, saving } = finderAnswer;
    await serveData(page, "packages");
    await serveData(page, "channels");
    // On the fixtures: Alpha Network is in every primary, Premium Two in HBO only.
    const chosen = ["Alpha Network", "Premium Two"];
    await printed(page, "/plus/finder?ch=1,8&bill=120");
    const result = page.getByRole("region", { name: answer.title });
    await expect(result).toBeVisible();
    await page.emulateMedia({ media: "print" });

    await expect(page.getByRole("banner")).toBeHidden();
    expect(await visibleControls(page)).toBe(0);
    await expect(
      page.getByRole("heading", { name: EN.finder.popular.moreTitle }),
    ).toBeHidden();
    await expect(
      page.getByRole("heading", { name: EN.finder.chips.title(2) }),
    ).toBeVisible();
    await expect(
      page.getByText(answer.list(chosen), { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`^${escape(before((blank) => saving.less(blank, "", "")))}`),
      ),
    ).toBeVisible();
    await expect(result).toBeVisible();
    for (const title of [answer.partsTitle, answer.othersTitle]) {
      await expect(result.getByRole("heading", { name: title })).toBeVisible();
    }
    const sheets = await expectPrintedWhole(page);
    const printedText = sheets
      .flatMap((sheet) => sheet.texts.map((text) => text.text))
      .join(" ");
    expect(printedText).toContain(answer.list(chosen));
    expect(printedText).toContain(answer.title);
  });
});
