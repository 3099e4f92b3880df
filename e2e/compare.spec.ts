import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const matrix = (page: Page) =>
  page.getByRole("table", { name: "Channels by package" });
const headers = (page: Page) => matrix(page).getByRole("columnheader");
const row = (page: Page, channel: string) =>
  matrix(page)
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: channel, exact: true }),
    });

async function open(page: Page) {
  const response = await page.goto("/plus/compare");
  await waitForHydration(page);
  await expect(matrix(page)).toBeVisible();
  return response;
}

test.describe("Compare Packages", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels");
  });

  test("sets every channel against the active packages, with counts and prices", async ({
    page,
  }) => {
    await open(page);
    await expect(headers(page)).toHaveText([
      "Channel",
      "Core TestPrimary2 channels$34.50/mo",
      "Elite TestPrimary3 channels$59.99/mo",
      "Ultimate TestPrimary5 channels$79.05/mo",
      "Sports Fanatic TestAdd-on2 channels$12.00/mo",
      "Latino TestAdd-on2 channels$8.99/mo",
      "Starz TestAdd-on0 channels$9.99/mo",
      "Showtime TestAdd-on1 channel$10.99/mo",
      "HBO TestAdd-on1 channel$15.99/mo",
    ]);
    await expect(matrix(page).getByRole("rowheader")).toHaveCount(10);
    const gammaSports = row(page, "Gamma Sports").getByRole("cell");
    // What assistive technology reads: the words, and not the marks.
    await expect(gammaSports).toHaveText([
      "Not included",
      "Included",
      "Included",
      "Included",
      "Not included",
      "Not included",
      "Not included",
      "Not included",
    ]);
    await expect(gammaSports.nth(1)).toHaveAccessibleName("Included");
    await expect(gammaSports.nth(0)).toHaveAccessibleName("Not included");
    // What the eye sees: the marks, drawn by the stylesheet as decoration.
    expect(
      await gammaSports.evaluateAll((cells) =>
        cells.map((cell) => getComputedStyle(cell, "::before").content),
      ),
    ).toEqual([
      '"–" / ""',
      '"✓" / ""',
      '"✓" / ""',
      '"✓" / ""',
      '"–" / ""',
      '"–" / ""',
      '"–" / ""',
      '"–" / ""',
    ]);
    // The words take no room on screen.
    const words = await gammaSports.nth(1).getByText("Included").boundingBox();
    expect(words?.width).toBeLessThanOrEqual(1);
    expect(words?.height).toBeLessThanOrEqual(1);
    await expect(page.getByText("All 10 channels.")).toBeVisible();
  });

  test("filters by name, forgiving case, punctuation and one typo", async ({
    page,
  }) => {
    await open(page);
    const filter = page.getByLabel("Filter channels by name");
    await filter.fill("CANAL");
    await expect(matrix(page).getByRole("rowheader")).toHaveText([
      "Canal Uno",
      "Canal Dos",
    ]);
    await expect(page.getByText("Showing 2 of 10 channels.")).toBeVisible();
    await filter.fill("fish and chips");
    await expect(matrix(page).getByRole("rowheader")).toHaveText([
      "Fish & Chips <TV>",
    ]);
    await filter.fill("Premiun Two");
    await expect(matrix(page).getByRole("rowheader")).toHaveText([
      "Premium Two",
    ]);
    await filter.fill("nothing like it");
    await expect(page.getByText("No channel matches that name.")).toBeVisible();
    await expect(matrix(page)).toHaveCount(0);
    await filter.fill("");
    await expect(matrix(page).getByRole("rowheader")).toHaveCount(10);
  });

  test("shows only the packages chosen", async ({ page }) => {
    await open(page);
    const choice = page.getByRole("group", { name: "Packages to show" });
    for (const title of ["Elite Test", "Starz Test", "Showtime Test"]) {
      await choice.getByLabel(title).uncheck();
    }
    await expect(headers(page)).toHaveCount(6);
    await expect(headers(page).nth(2)).toContainText("Ultimate Test");
    await expect(row(page, "Premium One").getByRole("cell")).toHaveCount(5);
    await choice.getByLabel("Elite Test").check();
    await expect(headers(page)).toHaveCount(7);
    await expect(headers(page).nth(2)).toContainText("Elite Test");
  });

  test("at 375px the page does not overflow and the header row and first column stay in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await open(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const scroller = page.getByRole("region", { name: "Channels by package" });
    await expect(scroller).toHaveAttribute("tabindex", "0");
    const before = {
      header: await headers(page).nth(1).boundingBox(),
      name: await matrix(page).getByRole("rowheader").first().boundingBox(),
    };
    // A short window, so the table scrolls both ways inside its region.
    await scroller.evaluate((element) => {
      element.style.maxBlockSize = "12rem";
    });
    await scroller.evaluate((element) => element.scrollTo(400, 200));
    const scrolled = await scroller.evaluate((element) => [
      element.scrollLeft,
      element.scrollTop,
    ]);
    expect(scrolled[0]).toBeGreaterThan(0);
    expect(scrolled[1]).toBeGreaterThan(0);
    const regionBox = await scroller.boundingBox();
    const corner = await headers(page).first().boundingBox();
    const firstName = await matrix(page)
      .getByRole("rowheader")
      .first()
      .boundingBox();
    // The header row is still at the top of the region, the names at its left.
    expect(Math.round(corner?.y ?? -1)).toBe(
      Math.round((regionBox?.y ?? 0) + 1),
    );
    expect(Math.round(corner?.x ?? -1)).toBe(
      Math.round((regionBox?.x ?? 0) + 1),
    );
    expect(Math.round(firstName?.x ?? -1)).toBe(
      Math.round(before.name?.x ?? -2),
    );
    expect(before.header).not.toBeNull();
  });

  test("at 1280px each column's price is on one line; CSV is the quieter button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page);
    const prices = await headers(page)
      .filter({ hasText: "/mo" })
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const price = cell.lastElementChild;
          if (!price) return 0;
          const lineHeight = parseFloat(getComputedStyle(price).lineHeight);
          return price.getBoundingClientRect().height / lineHeight;
        }),
      );
    expect(prices.length).toBeGreaterThan(0);
    for (const lines of prices) expect(lines).toBeCloseTo(1, 1);
    await expect(page.getByText(/Scroll the table sideways/)).toBeHidden();

    const download = page.getByRole("button", { name: "Download CSV" });
    await expect(download).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("at 375px a visible line says the table scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page);
    const hint = page.getByText(/Scroll the table sideways/);
    await expect(hint).toBeVisible();
    const scroller = page.getByRole("region", { name: "Channels by package" });
    // The hint is true: the table is wider than its box.
    expect(
      await scroller.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      ),
    ).toBe(true);
    const hintBox = await hint.boundingBox();
    const scrollerBox = await scroller.boundingBox();
    expect((hintBox?.y ?? Infinity) < (scrollerBox?.y ?? 0)).toBe(true);
  });

  test("Download CSV saves the whole matrix as UTF-8 CSV, under the site's CSP", async ({
    page,
    consoleErrors,
  }) => {
    const response = await open(page);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*;/);
    expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);
    // The download holds every channel and package whatever the screen shows.
    await page.getByLabel("Filter channels by name").fill("canal");
    await page.getByLabel("HBO Test").uncheck();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      "keystone-tv-channels-by-package.csv",
    );
    const bytes = await readFile((await download.path()) ?? "");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const records = text.split("\r\n");
    expect(records).toHaveLength(12);
    expect(records[0]).toBe(
      "Channel,Core Test ($34.50/mo),Elite Test ($59.99/mo),Ultimate Test ($79.05/mo),Sports Fanatic Test ($12.00/mo),Latino Test ($8.99/mo),Starz Test ($9.99/mo),Showtime Test ($10.99/mo),HBO Test ($15.99/mo)",
    );
    expect(records[1]).toBe("Alpha Network,Yes,Yes,Yes,No,No,No,No,No");
    expect(records[2]).toBe("Fish & Chips <TV>,No,No,Yes,No,No,No,No,No");
    expect(records[8]).toBe("Premium Two,No,No,No,No,No,No,No,Yes");
    expect(records[11]).toBe("");
    expect(
      consoleErrors.filter((message) => /Content.Security/i.test(message)),
    ).toEqual([]);

    // The policy was in force: an inline script is refused.
    const refused = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener("securitypolicyviolation", () =>
            resolve(true),
          );
          const script = document.createElement("script");
          script.textContent = "window.name = 'ran'";
          document.body.append(script);
          setTimeout(() => resolve(false), 2000);
        }),
    );
    expect(refused).toBe(true);
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px, filtered and not`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await expectNoAxeViolations(page, `/plus/compare at ${width}px`);
      await page.getByLabel("Filter channels by name").fill("sports");
      await page.getByLabel("Latino Test").uncheck();
      await expectNoAxeViolations(
        page,
        `/plus/compare at ${width}px, filtered`,
      );
    });
  }
});
