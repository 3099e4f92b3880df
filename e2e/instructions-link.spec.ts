import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const device = (page: Page) => page.getByLabel("Device");
const platform = (page: Page) => page.getByLabel("Platform");
const steps = (page: Page) => page.getByRole("region", { name: "Steps" });
const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "couldn’t find" });

async function open(page: Page, query = "") {
  await page.goto(`/plus/instructions${query}`);
  await waitForHydration(page);
  await expect(device(page)).toBeVisible();
}

test.describe("Instructions in the URL", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "instructions");
  });

  test("the choice is mirrored in the URL without adding history", async ({
    page,
  }) => {
    await open(page);
    const historyLength = await page.evaluate(() => history.length);
    await device(page).selectOption("Smart TV");
    await expect(page).toHaveURL(/\/plus\/instructions\?device=Smart\+TV$/);
    await platform(page).selectOption("LG");
    await expect(page).toHaveURL(/\?device=Smart\+TV&platform=LG$/);
    await device(page).selectOption("Mobile");
    await expect(page).toHaveURL(/\?device=Mobile$/);
    await expect(steps(page)).toHaveCount(0);
    await device(page).selectOption("");
    await expect(page).toHaveURL(/\/plus\/instructions$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("a link opens straight on the steps", async ({ page }) => {
    await open(page, "?device=Mobile&platform=iOS");
    await expect(device(page)).toHaveValue("Mobile");
    await expect(platform(page)).toHaveValue("iOS");
    await expect(steps(page).getByRole("paragraph")).toHaveText(
      "Here are the instructions to access the service from an iOS Mobile device.",
    );
    await expect(notice(page)).toHaveCount(0);
  });

  test("names match in any letter case", async ({ page }) => {
    await open(page, "?device=smart%20tv&platform=lg");
    await expect(device(page)).toHaveValue("Smart TV");
    await expect(platform(page)).toHaveValue("LG");
    await expect(steps(page)).toBeVisible();
  });

  test("an unknown device falls back to no choice with a notice", async ({
    page,
  }) => {
    await open(page, "?device=Toaster&platform=iOS");
    await expect(notice(page)).toHaveText(
      "We couldn’t find a device called “Toaster”, so please choose one below.",
    );
    await expect(device(page)).toHaveValue("");
    await expect(platform(page)).toBeDisabled();
    await expect(steps(page)).toHaveCount(0);
    await device(page).selectOption("Computer");
    await expect(notice(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\?device=Computer$/);
  });

  test("an inactive or unknown platform keeps the device and asks for a platform", async ({
    page,
  }) => {
    await open(page, "?device=Mobile&platform=Windows%20Phone");
    await expect(notice(page)).toHaveText(
      "We couldn’t find a platform called “Windows Phone” for Mobile, so please choose one below.",
    );
    await expect(device(page)).toHaveValue("Mobile");
    await expect(platform(page)).toHaveValue("");
    await expect(steps(page)).toHaveCount(0);
    await platform(page).selectOption("Android");
    await expect(steps(page)).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test("a hostile value shows as text only", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const value = "<img src=x onerror=alert(1)>";
    await open(page, `?device=${encodeURIComponent(value)}`);
    await expect(notice(page)).toHaveText(
      `We couldn’t find a device called “${value}”, so please choose one below.`,
    );
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px with a notice and steps`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "?device=Mobile&platform=Palm");
      await platform(page).selectOption("iOS");
      await expect(steps(page)).toBeVisible();
      await expectNoAxeViolations(page, `/plus/instructions at ${width}px`);
      await open(page, "?device=Toaster");
      await expectNoAxeViolations(
        page,
        `/plus/instructions at ${width}px, notice`,
      );
    });
  }
});
