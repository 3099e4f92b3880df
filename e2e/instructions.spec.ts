import type { Page } from "@playwright/test";

import { serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const device = (page: Page) => page.getByLabel("Device");
const platform = (page: Page) => page.getByLabel("Platform");
const steps = (page: Page) => page.getByRole("region", { name: "Steps" });

async function choose(page: Page, deviceName: string, platformName: string) {
  await device(page).selectOption(deviceName);
  await platform(page).selectOption(platformName);
}

test.describe("Instructions", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "instructions");
    await page.goto("/plus/instructions");
    await waitForHydration(page);
  });

  test("a platform tile fills both fields in one tap and shows the steps", async ({
    page,
  }) => {
    await page.goto("/plus/instructions");
    await waitForHydration(page);
    const picks = page.getByRole("region", {
      name: "Or pick what you watch on",
    });
    await picks.getByRole("button", { name: /^Web/ }).click();
    await expect(device(page)).toHaveValue("Computer");
    await expect(platform(page)).toHaveValue("Web");
    await expect(platform(page)).toBeFocused();
    await expect(steps(page)).toBeVisible();
    await expect(picks).toHaveCount(0);
  });

  test("both controls have visible labels; platform waits for a device", async ({
    page,
  }) => {
    await expect(page.getByText("Device", { exact: true })).toBeVisible();
    await expect(page.getByText("Platform", { exact: true })).toBeVisible();
    await expect(device(page)).toHaveValue("");
    await expect(platform(page)).toBeDisabled();
    await expect(steps(page)).toHaveCount(0);
  });

  test("lists devices with an active platform, and only active platforms", async ({
    page,
  }) => {
    await expect(device(page).locator("option")).toHaveText([
      "Choose a device",
      "Computer",
      "Mobile",
      "Smart TV",
    ]);
    await device(page).selectOption("Mobile");
    await expect(platform(page)).toBeEnabled();
    await expect(platform(page).locator("option")).toHaveText([
      "Choose a platform",
      "iOS",
      "Android",
    ]);
    await device(page).selectOption("Smart TV");
    await expect(platform(page).locator("option")).toHaveText([
      "Choose a platform",
      "LG",
    ]);
  });

  test("the Steps panel opens with the sentence, the sign-up item and the steps in order", async ({
    page,
  }) => {
    await choose(page, "Mobile", "iOS");
    const panel = steps(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("paragraph")).toHaveText(
      "Here are the instructions to access the service from an iOS Mobile device.",
    );
    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveText(
      "Complete the sign-up process, which opens soon.",
    );
    await expect(items.nth(0).getByRole("link")).toHaveAttribute(
      "href",
      "/plus/signup",
    );
    await expect(items.nth(1)).toContainText("iOS step one.");
    await expect(items.nth(2)).toHaveText("iOS step two.");
    await expect(items.nth(3)).toHaveText("iOS step three.");
  });

  test.describe("the article fits the platform", () => {
    for (const [deviceName, platformName, sentence] of [
      ["Smart TV", "LG", "from an LG Smart TV device."],
      ["Mobile", "Android", "from an Android Mobile device."],
      ["Computer", "Web", "from a Web Computer device."],
    ]) {
      test(`${platformName} ${deviceName}`, async ({ page }) => {
        await choose(page, deviceName ?? "", platformName ?? "");
        await expect(steps(page).getByRole("paragraph")).toContainText(
          sentence ?? "",
        );
      });
    }
  });

  test("a Web step link reads 'click to visit' and opens in a new tab", async ({
    page,
  }) => {
    await choose(page, "Computer", "Web");
    const link = steps(page).getByRole("link", { name: /click to visit/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "https://watch.example/");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(await link.evaluate((a) => a.firstChild?.textContent)).toBe(
      "click to visit",
    );
    await expect(steps(page).getByRole("listitem").nth(2)).toHaveText(
      "Web step two.",
    );
  });

  test("other platforms' step links read 'or click here for the app store'", async ({
    page,
  }) => {
    await choose(page, "Mobile", "iOS");
    const link = steps(page).getByRole("link", {
      name: /or click here for the app store/,
    });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "https://apps.example/ios");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(await link.evaluate((a) => a.firstChild?.textContent)).toBe(
      "or click here for the app store",
    );
    await expect(
      steps(page).getByRole("link", { name: /click to visit/ }),
    ).toHaveCount(0);

    await choose(page, "Mobile", "Android");
    await expect(steps(page).getByRole("listitem")).toHaveText([
      "Complete the sign-up process, which opens soon.",
      "Android step one.",
    ]);
    await expect(steps(page).getByRole("link")).toHaveCount(1);
  });

  test("changing the device clears the platform and the steps", async ({
    page,
  }) => {
    await choose(page, "Mobile", "iOS");
    await expect(steps(page)).toBeVisible();
    await device(page).selectOption("Smart TV");
    await expect(platform(page)).toHaveValue("");
    await expect(steps(page)).toHaveCount(0);
    await platform(page).selectOption("LG");
    await expect(steps(page).getByRole("paragraph")).toContainText("an LG");
    await device(page).selectOption("");
    await expect(platform(page)).toBeDisabled();
    await expect(steps(page)).toHaveCount(0);
  });
});

for (const width of [375, 1280]) {
  test(`Instructions fit a ${width}px window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await serveData(page, "instructions");
    await page.goto("/plus/instructions");
    await waitForHydration(page);
    await choose(page, "Mobile", "iOS");
    await expect(steps(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
