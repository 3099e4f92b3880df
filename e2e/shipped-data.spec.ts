import { readFile } from "node:fs/promises";

import { answerIconRequest } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const shipped = async (file: string) =>
  JSON.parse(await readFile(`public/json/${file}`, "utf8")) as unknown;

// The data screens on the content the site ships, in a small and a wide window.
for (const width of [375, 1280]) {
  test.describe(`shipped content at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => {
      await answerIconRequest(page);
    });

    test("Packages shows four primary packages and six add-ons", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/plus");
      await waitForHydration(page);
      const primary = page.getByRole("table", { name: "Primary Packages" });
      await expect(primary.getByRole("rowheader")).toHaveText([
        "Core",
        "Essentials",
        "Elite",
        "Ultimate",
      ]);
      await expect(
        page
          .getByRole("table", { name: "Add-on Packages" })
          .getByRole("rowheader"),
      ).toHaveCount(6);
      await expect(primary.getByText(/^\$\d+\.\d{2}\/mo$/)).toHaveCount(4);
      expect(consoleErrors).toEqual([]);
    });

    test("Channels shows Ultimate with its music channels, and every package", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/plus/channels");
      await waitForHydration(page);
      const tv = page.getByRole("region", { name: /^TV Channels \(\d+\)$/ });
      const music = page.getByRole("region", { name: "Music Channels (50)" });
      await expect(tv.getByRole("listitem").first()).toBeVisible();
      await expect(music.getByRole("listitem")).toHaveCount(50);
      await expect(music.getByText("Classic Rock")).toBeVisible();
      const tvCount = await tv.getByRole("listitem").count();
      expect(tvCount).toBeGreaterThan(100);
      await expect(tv.getByRole("heading")).toHaveText(
        `TV Channels (${tvCount})`,
      );

      const select = page.getByLabel("Select your package");
      for (const key of ["core", "latino", "starz"]) {
        await select.selectOption(key);
        await expect(page).toHaveURL(new RegExp(`\\?pkg=${key}$`));
        await expect(tv.getByRole("listitem").first()).toBeVisible();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });

    test("Compare draws a row for every channel in the lineup", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/plus/compare");
      await waitForHydration(page);
      const table = page.getByRole("table", { name: "Channels by package" });
      // The first rows come with the data, the rest a few dozen a frame.
      const { channels } = (await shipped("channels/channels.json")) as {
        channels: unknown[];
      };
      const packages = (await shipped("packages/packages.json")) as {
        active: boolean;
      }[];
      await expect(table.getByRole("rowheader")).toHaveCount(channels.length);
      await expect(table.getByRole("columnheader")).toHaveCount(
        1 + packages.filter((entry) => entry.active).length,
      );
      expect(consoleErrors).toEqual([]);
    });

    test("Instructions has steps for every platform listed", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/plus/instructions");
      await waitForHydration(page);
      const device = page.getByLabel("Device");
      const platform = page.getByLabel("Platform");
      await expect(device).toBeVisible();
      const devices = (await device.locator("option").allTextContents()).slice(
        1,
      );
      expect(devices.length).toBeGreaterThanOrEqual(4);
      for (const deviceName of devices) {
        await device.selectOption(deviceName);
        const platforms = (
          await platform.locator("option").allTextContents()
        ).slice(1);
        expect(platforms.length).toBeGreaterThan(0);
        for (const platformName of platforms) {
          await platform.selectOption(platformName);
          const steps = page.getByRole("region", { name: "Steps" });
          await expect(steps.getByRole("paragraph")).toContainText(
            ` ${platformName} ${deviceName} device.`,
          );
          expect(await steps.getByRole("listitem").count()).toBeGreaterThan(2);
          await expect(steps.getByRole("link").nth(1)).toHaveAttribute(
            "href",
            /^https:\/\//,
          );
        }
      }
      await expect(device.locator("option", { hasText: "Vizio" })).toHaveCount(
        0,
      );
      await device.selectOption("Smart TV");
      await expect(platform.locator("option")).toHaveText([
        "Choose a platform",
        "Samsung",
        "LG",
      ]);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("a shared link to an add-on hydrates cleanly and shows that package", async ({
  page,
  consoleErrors,
}) => {
  await answerIconRequest(page);
  await page.goto("/plus/channels?pkg=latino");
  await waitForHydration(page);
  await expect(page.getByLabel("Select your package")).toHaveValue("latino");
  await expect(
    page.getByRole("region", { name: /^TV Channels/ }).getByText("Univision"),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
