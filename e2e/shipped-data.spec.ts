import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import {
  type DataName,
  LATE_MS,
  answerIconRequest,
  serveLate,
} from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import {
  expectNoLayoutShift,
  recordLayoutShifts,
} from "./support/layout-shifts";

// The data screens on the content the site ships, in a small and a wide
// window. Each file arrives late: nothing moves when it does. Then the
// screen shows what the files hold, and works.

const shipped = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(`public/json/${file}`, "utf8"));

/** Empty space between the last thing drawn in the page and the footer. */
function emptyAboveFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector("footer");
    const main = document.querySelector("main");
    if (!footer || !main) throw new Error("No main or footer");
    let bottom = main.getBoundingClientRect().top;
    const visit = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const drawn =
        element.children.length === 0 ||
        style.borderBottomWidth !== "0px" ||
        style.backgroundColor !== "rgba(0, 0, 0, 0)";
      if (box.height > 0 && drawn) bottom = Math.max(bottom, box.bottom);
      // What scrolls inside a box is measured by the box.
      if (style.overflowY !== "visible") return;
      for (const child of element.children) visit(child);
    };
    for (const child of main.children) visit(child);
    return footer.getBoundingClientRect().top - bottom;
  });
}

interface DataPage {
  path: string;
  files: DataName[];
  /** What the screen shows of the shipped content, and how it works on it. */
  shows?: { title: string; check: (page: Page) => Promise<void> };
}

const DATA_PAGES: DataPage[] = [
  {
    path: "/plus",
    files: ["packages"],
    shows: {
      title: "shows four primary packages and six add-ons",
      async check(page) {
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
      },
    },
  },
  {
    path: "/plus/channels",
    files: ["channels"],
    shows: {
      title: "shows Ultimate with its music channels, and every package",
      async check(page) {
        const tv = page.getByRole("region", { name: /^TV Channels \(\d+\)$/ });
        const music = page.getByRole("region", {
          name: "Music Channels (50)",
        });
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
      },
    },
  },
  {
    path: "/plus/instructions",
    files: ["instructions"],
    shows: {
      title: "has steps for every platform listed",
      async check(page) {
        const device = page.getByLabel("Device");
        const platform = page.getByLabel("Platform");
        await expect(device).toBeVisible();
        const devices = (
          await device.locator("option").allTextContents()
        ).slice(1);
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
            await expect(steps.getByRole("paragraph").first()).toContainText(
              ` ${platformName} ${deviceName} device.`,
            );
            expect(await steps.getByRole("listitem").count()).toBeGreaterThan(
              2,
            );
            await expect(steps.getByRole("link").nth(1)).toHaveAttribute(
              "href",
              /^https:\/\//,
            );
          }
        }
        await expect(
          device.locator("option", { hasText: "Vizio" }),
        ).toHaveCount(0);
        await device.selectOption("Smart TV");
        await expect(platform.locator("option")).toHaveText([
          "Choose a platform",
          "Samsung",
          "LG",
        ]);
      },
    },
  },
  { path: "/plus/finder", files: ["packages", "channels"] },
  {
    path: "/plus/compare",
    files: ["packages", "channels"],
    shows: {
      title: "draws a row for every channel in the lineup",
      async check(page) {
        const table = page.getByRole("table", { name: "Channels by package" });
        const { channels } = v.parse(
          channelsFileSchema,
          await shipped("channels/channels.json"),
        );
        const packages = v.parse(
          packagesFileSchema,
          await shipped("packages/packages.json"),
        );
        // The first rows come with the data, the rest a few dozen a frame.
        await expect(table.getByRole("rowheader")).toHaveCount(channels.length);
        await expect(table.getByRole("columnheader")).toHaveCount(
          1 + packages.filter((entry) => entry.active).length,
        );
      },
    },
  },
];

for (const width of [375, 1280]) {
  test.describe(`shipped content at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await answerIconRequest(page);
    });

    for (const { path, files, shows } of DATA_PAGES) {
      // At a desktop's width, the page ends near its content.
      const fills = width === 1280;
      const title = [
        `does not shift when the data arrive after ${LATE_MS} ms`,
        ...(fills ? ["leaves at most 240 px empty above the footer"] : []),
        ...(shows ? [shows.title] : []),
      ].join(", ");
      test(`${path} ${title}`, async ({ page, consoleErrors }) => {
        await serveLate(page, files, true);
        await recordLayoutShifts(page);
        // The page is read as soon as it arrives: its load event waits for the
        // preloaded data, by when the page may already have drawn it.
        await page.goto(path, { waitUntil: "commit" });
        await expect(
          page.getByRole("status", { name: /^Loading/ }),
        ).toBeVisible();
        await waitForPageReady(page);
        await expectNoLayoutShift(page, `${path} ${width} shipped`);
        if (fills) {
          const empty = await emptyAboveFooter(page);
          console.log(`EMPTY ${path}: ${Math.round(empty)}px`);
          expect(empty).toBeLessThanOrEqual(240);
        }
        if (shows) {
          await shows.check(page);
          expect(consoleErrors).toEqual([]);
        }
      });
    }
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

test("Compare's table is busy while it draws its rows, and the page is ready only once the last is in, in both languages", async ({
  page,
}) => {
  const { channels } = v.parse(
    channelsFileSchema,
    await shipped("channels/channels.json"),
  );
  // What the table's place held whenever it said it was busy, seen as the
  // page changes: the number of rows drawn so far.
  await page.addInitScript(() => {
    const busyRows: number[] = [];
    Object.assign(window, { busyRows });
    new MutationObserver(() => {
      const busy = document.querySelector(
        '[data-data-region] [aria-busy="true"]',
      );
      if (busy) busyRows.push(busy.querySelectorAll('[role="row"]').length);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    });
  });
  for (const path of ["/plus/compare", "/es/plus/compare"]) {
    await page.goto(path);
    await waitForPageReady(page);
    const table = page.getByRole("table");
    expect(await table.getByRole("rowheader").count(), path).toBe(
      channels.length,
    );
    await expect(page.locator("[aria-busy]")).toHaveCount(0);
    const busyRows: unknown = await page.evaluate(() =>
      Reflect.get(window, "busyRows"),
    );
    // Busy from the first drawing, which holds no table yet, until the
    // last row: never with every row in.
    expect(busyRows, path).toContain(0);
    expect(busyRows, path).not.toContain(channels.length + 1);
  }
});
