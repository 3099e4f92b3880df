import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { channelsWith, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

// On the fixtures: Core Test $34.50, Essentials inactive, Elite Test $59.99,
// Ultimate Test $79.05; add-ons Sports Fanatic $12.00, Mini Sports inactive,
// Latino $8.99, Starz $9.99, Showtime $10.99, HBO $15.99.

const field = (page: Page) =>
  page.getByRole("combobox", { name: "Add a channel" });
const answer = (page: Page) =>
  page.getByRole("region", { name: "Your cheapest option" });
const chips = (page: Page) =>
  page
    .getByRole("region", { name: /^Your channels/ })
    .getByRole("button", { name: /^Remove (?!all)/ });

async function add(page: Page, typed: string) {
  await field(page).fill(typed);
  await expect(page.getByRole("listbox")).toBeVisible();
  await field(page).press("Enter");
}

async function open(page: Page, query = "") {
  await page.goto(`/plus/finder${query}`);
  await waitForHydration(page);
  await expect(field(page)).toBeVisible();
}

test.describe("Channel Finder", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "packages");
    await serveData(
      page,
      "channels",
      // Only in Mini Sports, which is inactive: no package on offer carries it.
      { body: channelsWith({ id: 11, channelName: "Mini Only", binary: 32 }) },
    );
  });

  test("before any choice, offers popular channels that add in one tap", async ({
    page,
  }) => {
    await open(page);
    const start = page.getByRole("region", {
      name: "Start with a popular channel",
    });
    await expect(start).toContainText("any of our 11 channels");
    // The fixtures name no preferred channel: the most widely carried come first.
    await expect(start.getByRole("button").first()).toHaveAccessibleName(
      "Add Alpha Network",
    );
    await start.getByRole("button", { name: "Add Alpha Network" }).click();
    await expect(page).toHaveURL(/\/plus\/finder\?ch=1$/);
    await expect(chips(page)).toHaveText(["Remove Alpha Network×"]);
    await expect(chips(page).first()).toBeFocused();
    await expect(answer(page)).toBeVisible();
    await expect(start).toHaveCount(0);
  });

  test("answers with the cheapest primary, its price per TV channel and the next two", async ({
    page,
  }) => {
    await open(page);
    await expect(answer(page)).toHaveCount(0);
    await add(page, "alpha");
    await expect(page).toHaveURL(/\/plus\/finder\?ch=1$/);
    const result = answer(page);
    await expect(result.getByText("Core Test", { exact: true })).toBeVisible();
    await expect(result.getByText("$34.50/mo").first()).toBeVisible();
    await expect(result).toContainText(
      "About $17.25 per TV channel a month, across its 2 TV channels.",
    );
    await expect(
      result.getByRole("list").last().getByRole("listitem"),
    ).toHaveText([
      "Elite Test: $59.99/mo, $25.49 more, 3 TV channels.",
      "Ultimate Test: $79.05/mo, $44.55 more, 5 TV channels.",
    ]);
  });

  test("adds the add-ons a channel needs and says what each part brings", async ({
    page,
  }) => {
    await open(page);
    await add(page, "alpha");
    await add(page, "premium two");
    await add(page, "gamma");
    await expect(chips(page)).toHaveText([
      "Remove Alpha Network×",
      "Remove Premium Two×",
      "Remove Gamma Sports×",
    ]);
    const result = answer(page);
    await expect(
      result.getByText("Core Test + Sports Fanatic Test + HBO Test"),
    ).toBeVisible();
    await expect(result.getByText("$62.49/mo", { exact: true })).toBeVisible();
    const parts = result.getByRole("list").first().getByRole("listitem");
    await expect(parts).toHaveText([
      "Core Test primary package$34.50/mo1 channel of yours: Alpha Network.",
      "Sports Fanatic Test add-on$12.00/moAdds Gamma Sports.",
      "HBO Test add-on$15.99/moAdds Premium Two.",
    ]);
    await expect(result).toContainText(
      "About $12.50 per TV channel a month, across its 5 TV channels.",
    );
    await expect(
      result.getByRole("list").last().getByRole("listitem"),
    ).toHaveText([
      "Elite Test + HBO Test: $75.98/mo, $13.49 more, 4 TV channels.",
      "Ultimate Test + HBO Test: $95.04/mo, $32.55 more, 6 TV channels.",
    ]);
    await expect(page).toHaveURL(/\?ch=1,8,3$/);
  });

  test("says plainly when no package carries a channel", async ({ page }) => {
    await open(page);
    await add(page, "mini only");
    await expect(answer(page)).toContainText(
      "None of our packages carries Mini Only.",
    );
    await expect(answer(page)).toContainText(
      "Add a channel that one of our packages carries to see a price.",
    );
    await add(page, "canal dos");
    await expect(answer(page)).toContainText(
      "None of our packages carries Mini Only, so no option below includes it.",
    );
    await expect(answer(page).getByText("$43.49/mo")).toBeVisible();
  });

  test("forgives a typo and reads & as and", async ({ page }) => {
    await open(page);
    await add(page, "Gama Sports");
    await add(page, "fish and chips");
    await expect(chips(page)).toHaveText([
      "Remove Gamma Sports×",
      "Remove Fish & Chips <TV>×",
    ]);
    await field(page).fill("zz");
    await expect(page.getByText("No channel matches that name.")).toBeVisible();
    await expect(field(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("a shared link shows the same answer", async ({ page, context }) => {
    await open(page);
    await add(page, "alpha");
    await add(page, "premium two");
    await add(page, "gamma");
    const shared = page.url();
    const before = await answer(page).innerText();

    const other = await context.newPage();
    await serveData(other, "packages");
    await serveData(other, "channels", {
      body: channelsWith({ id: 11, channelName: "Mini Only", binary: 32 }),
    });
    await other.goto(shared);
    await waitForHydration(other);
    await expect(answer(other)).toBeVisible();
    expect(await answer(other).innerText()).toBe(before);
    await expect(chips(other)).toHaveCount(3);
  });

  test("unknown ids in a link are left out with a notice", async ({ page }) => {
    await open(page, "?ch=1,999,abc,<b>x</b>,1");
    await expect(
      page.getByRole("status").filter({ hasText: "link" }),
    ).toHaveText(
      "3 channels in this link are not in our lineup, so they are left out.",
    );
    await expect(chips(page)).toHaveText(["Remove Alpha Network×"]);
    await expect(answer(page).getByText("$34.50/mo").first()).toBeVisible();

    await add(page, "beta");
    await expect(page).toHaveURL(/\?ch=1,5$/);
    await expect(page.getByText("not in our lineup")).toHaveCount(0);
  });

  test("removing chips updates the answer and the link, without adding history", async ({
    page,
  }) => {
    await open(page, "?ch=1,8");
    const historyLength = await page.evaluate(() => history.length);
    await expect(answer(page).getByText("$50.49/mo")).toBeVisible();
    await page.getByRole("button", { name: "Remove Premium Two" }).click();
    await expect(page).toHaveURL(/\?ch=1$/);
    await expect(answer(page).getByText("$34.50/mo").first()).toBeVisible();
    await page.getByRole("button", { name: "Remove Alpha Network" }).click();
    await expect(page).toHaveURL(/\/plus\/finder$/);
    await expect(answer(page)).toHaveCount(0);
    await expect(field(page)).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("keyboard only: find the field, add channels, remove one", async ({
    page,
  }) => {
    await open(page);
    await page.locator("body").focus();
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press("Tab");
      if (
        await field(page).evaluate((input) => input === document.activeElement)
      )
        break;
    }
    await expect(field(page)).toBeFocused();

    await page.keyboard.type("alpha");
    await page.keyboard.press("Enter");
    await page.keyboard.type("premium");
    await expect(page.getByRole("option")).toHaveText([
      "Premium One",
      "Premium Two",
    ]);
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("option", { name: "Premium Two" }),
    ).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await page.keyboard.type("canal");
    await page.keyboard.press("Escape");
    await expect(field(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(field(page)).toHaveValue("");
    await expect(answer(page).getByText("$50.49/mo")).toBeVisible();

    // Tab past the hint to the chips; Enter removes the focused one.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Remove Alpha Network" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("button", { name: "Remove Premium Two" }),
    ).toBeFocused();
    await expect(chips(page)).toHaveText(["Remove Premium Two×"]);
    await expect(answer(page).getByText("$50.49/mo")).toBeVisible();
    await expect(page).toHaveURL(/\?ch=8$/);
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px, list open and answer shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "?ch=1,8,3,11");
      await expect(answer(page)).toBeVisible();
      await field(page).fill("sports");
      await expect(page.getByRole("listbox")).toBeVisible();
      await expectNoAxeViolations(page, `/plus/finder at ${width}px`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
