import type { Page } from "@playwright/test";

import { expect, test, waitForPageReady } from "./support/fixtures";

// On the shipped lineup: close names are offered as suggestions, never
// counted as matches. Each screen is loaded once and searched three times.

const names = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list })
    .locator(":scope > li")
    .evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.textContent ?? ""),
    );

test('Channels, on the shipped lineup: "MASN" matches nothing and only suggests, "Hallmrk" suggests Hallmark, "hallmark" has three matches', async ({
  page,
}) => {
  await page.goto("/plus/channels");
  await waitForPageReady(page);
  const field = page.getByLabel("Which packages have…?");

  await field.fill("MASN");
  await expect(
    page.getByText(/^No channel called "MASN"\. Did you mean: .*MSNBC.*\?$/),
  ).toBeVisible();
  await expect(page.getByText(/channels? match/)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Channels found" })).toHaveCount(
    0,
  );
  expect(await names(page, "Suggested channels")).toContain("MSNBC");

  await field.fill("Hallmrk");
  await expect(
    page.getByText(/^No channel called "Hallmrk"\. Did you mean: Hallmark/),
  ).toBeVisible();
  expect(await names(page, "Suggested channels")).toContain("Hallmark Channel");

  await field.fill("hallmark");
  await expect(page.getByText("3 channels match.")).toBeVisible();
  expect(await names(page, "Channels found")).toEqual([
    "Hallmark Channel",
    "Hallmark Family",
    "Hallmark Movies & Mysteries",
  ]);
});

test('Channel Finder, on the shipped lineup: "MASN" matches nothing and lists suggestions as such, "Hallmrk" suggests Hallmark, "hallmark" has three matches', async ({
  page,
}) => {
  await page.goto("/plus/finder");
  await waitForPageReady(page);
  const field = page.getByRole("combobox", { name: "Add a channel" });
  // The live line under the field, beside the instruction the field names as its description.
  const hint = page.locator(
    `[id="${await field.getAttribute("aria-describedby")}"] + [role="status"]`,
  );
  const options = (list: string) =>
    page.getByRole("listbox", { name: list }).getByRole("option");

  await field.fill("MASN");
  await expect(hint).toHaveText(
    /^No channel called "MASN"\. Did you mean: .*MSNBC.*\? Pick one from the list\.$/,
  );
  await expect(options("Suggested channels")).toContainText(["MSNBC"]);
  await expect(
    page.getByRole("listbox", { name: "Matching channels" }),
  ).toHaveCount(0);

  await field.fill("Hallmrk");
  await expect(hint).toHaveText(
    /^No channel called "Hallmrk"\. Did you mean: Hallmark/,
  );
  await expect(options("Suggested channels").first()).toHaveText(/^Hallmark/);

  await field.fill("hallmark");
  await expect(hint).toHaveText("3 channels match.");
  await expect(options("Matching channels")).toHaveText([
    "Hallmark Channel",
    "Hallmark Family",
    "Hallmark Movies & Mysteries",
  ]);
});
