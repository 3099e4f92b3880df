import type { Page } from "@playwright/test";

import { expect, test, waitForPageReady } from "./support/fixtures";

// On the shipped lineup: close names are offered as suggestions, never counted as matches.

async function searchChannels(page: Page, typed: string) {
  await page.goto("/plus/channels");
  await waitForPageReady(page);
  await page.getByLabel("Which packages have…?").fill(typed);
}

async function searchFinder(page: Page, typed: string) {
  await page.goto("/plus/finder");
  await waitForPageReady(page);
  await page.getByRole("combobox", { name: "Add a channel" }).fill(typed);
}

const names = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list })
    .locator(":scope > li")
    .evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.textContent ?? ""),
    );

test.describe("Channels: name search on the shipped lineup", () => {
  test('"MASN" matches nothing and only suggests', async ({ page }) => {
    await searchChannels(page, "MASN");
    await expect(
      page.getByText(/^No channel called "MASN"\. Did you mean: .*MSNBC.*\?$/),
    ).toBeVisible();
    await expect(page.getByText(/channels? match/)).toHaveCount(0);
    await expect(
      page.getByRole("list", { name: "Channels found" }),
    ).toHaveCount(0);
    expect(await names(page, "Suggested channels")).toContain("MSNBC");
  });

  test('"Hallmrk" suggests Hallmark', async ({ page }) => {
    await searchChannels(page, "Hallmrk");
    await expect(
      page.getByText(/^No channel called "Hallmrk"\. Did you mean: Hallmark/),
    ).toBeVisible();
    expect(await names(page, "Suggested channels")).toContain(
      "Hallmark Channel",
    );
  });

  test('"hallmark" has three matches', async ({ page }) => {
    await searchChannels(page, "hallmark");
    await expect(page.getByText("3 channels match.")).toBeVisible();
    expect(await names(page, "Channels found")).toEqual([
      "Hallmark Channel",
      "Hallmark Family",
      "Hallmark Movies & Mysteries",
    ]);
  });
});

/** The line under the finder's field, which the field names as its description. */
async function hint(page: Page) {
  const id = await page
    .getByRole("combobox", { name: "Add a channel" })
    .getAttribute("aria-describedby");
  return page.locator(`[id="${id}"]`);
}

test.describe("Channel Finder: name search on the shipped lineup", () => {
  const options = (page: Page, list: string) =>
    page.getByRole("listbox", { name: list }).getByRole("option");

  test('"MASN" matches nothing and lists suggestions as such', async ({
    page,
  }) => {
    await searchFinder(page, "MASN");
    await expect(await hint(page)).toHaveText(
      /^No channel called "MASN"\. Did you mean: .*MSNBC.*\? Pick one from the list\.$/,
    );
    await expect(options(page, "Suggested channels")).toContainText(["MSNBC"]);
    await expect(
      page.getByRole("listbox", { name: "Matching channels" }),
    ).toHaveCount(0);
  });

  test('"Hallmrk" suggests Hallmark', async ({ page }) => {
    await searchFinder(page, "Hallmrk");
    await expect(await hint(page)).toHaveText(
      /^No channel called "Hallmrk"\. Did you mean: Hallmark/,
    );
    await expect(options(page, "Suggested channels").first()).toHaveText(
      /^Hallmark/,
    );
  });

  test('"hallmark" has three matches', async ({ page }) => {
    await searchFinder(page, "hallmark");
    await expect(await hint(page)).toHaveText("3 channels match.");
    await expect(options(page, "Matching channels")).toHaveText([
      "Hallmark Channel",
      "Hallmark Family",
      "Hallmark Movies & Mysteries",
    ]);
  });
});
