import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import {
  DEFAULT_PACKAGE,
  MUSIC_CHANNEL_COUNT,
  PRIMARY_PACKAGE_COUNT,
  SELECTOR_PACKAGE_LIMIT,
} from "../app/config/constants";
import { channelPath } from "../app/config/paths";
import { instructionsFileSchema } from "../app/data/instructions-schema";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { channelsInPackage } from "../app/lineup/membership";
import { splitMusic } from "../app/lineup/music-split";
import { channelSlugs } from "../app/lineup/slug";
import { CATALOGUES } from "./support/catalogues";
import { type DataName, answerIconRequest, serveLate } from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import {
  expectStillWhileDataArrives,
  recordLayoutShifts,
} from "./support/layout-shifts";

// The data screens on the content the site ships, in a small and a wide
// window. Each file arrives late: nothing moves when it does. Then the
// screen shows what the files hold, and works.

const shipped = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(`public/json/${file}`, "utf8"));

const shippedPackages = async () =>
  v.parse(packagesFileSchema, await shipped("packages/packages.json"));
const shippedLineup = async () =>
  v.parse(channelsFileSchema, await shipped("channels/channels.json"));

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

/** Expects Chromium's accessibility tree to hold `count` row headers. */
async function expectRowHeadersInTree(page: Page, count: number) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const rowHeaders = nodes.filter(
    (node) => !node.ignored && node.role?.value === "rowheader",
  );
  expect(rowHeaders).toHaveLength(count);
}

interface DataPage {
  path: string;
  files: DataName[];
  /** What the screen shows of the shipped content, and how it works on it. */
  shows?: {
    title: string;
    check: (page: Page, width: number) => Promise<void>;
    /** The one width to check at, when nothing checked depends on it. */
    width?: number;
  };
}

const DATA_PAGES: DataPage[] = [
  {
    path: "/plus",
    files: ["packages"],
    shows: {
      title: "shows the active primary packages and add-ons",
      async check(page) {
        const packages = await shippedPackages();
        const primary = packages
          .slice(0, PRIMARY_PACKAGE_COUNT)
          .filter((entry) => entry.active);
        const addOns = packages
          .slice(PRIMARY_PACKAGE_COUNT)
          .filter((entry) => entry.active);
        const primaryTable = page.getByRole("table", {
          name: CATALOGUES.en.packages.primary,
        });
        await expect(primaryTable.getByRole("rowheader")).toHaveText(
          primary.map((entry) => entry.title),
        );
        await expect(
          page
            .getByRole("table", { name: CATALOGUES.en.packages.addOns })
            .getByRole("rowheader"),
        ).toHaveText(addOns.map((entry) => entry.title));
        await expect(primaryTable.getByText(/^\$\d+\.\d{2}\/mo$/)).toHaveCount(
          primary.length,
        );
      },
    },
  },
  {
    path: "/plus/channels",
    files: ["channels"],
    shows: {
      title:
        "shows the default package with its music channels, and every package",
      async check(page) {
        const lineup = await shippedLineup();
        const { tv: tvChannels, music: musicChannels } = splitMusic(
          channelsInPackage(lineup.channels, DEFAULT_PACKAGE),
        );
        const tv = page.getByRole("region", {
          name: `TV Channels (${tvChannels.length})`,
        });
        await expect(tv.getByRole("listitem")).toHaveText(
          tvChannels.map((channel) => channel.channelName),
        );
        const music = page.getByRole("region", {
          name: `Music Channels (${MUSIC_CHANNEL_COUNT})`,
        });
        await expect(music.getByRole("listitem")).toHaveText(
          musicChannels.map((channel) => channel.channelName),
        );

        const select = page.getByLabel(CATALOGUES.en.channels.select.label);
        const tvNames = page.getByRole("region", { name: /^TV Channels/ });
        for (const { name } of lineup.packages.slice(
          0,
          SELECTOR_PACKAGE_LIMIT,
        )) {
          await select.selectOption(name);
          await expect(page).toHaveURL(new RegExp(`\\?pkg=${name}$`));
          await expect(tvNames.getByRole("listitem").first()).toBeVisible();
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
      // Texts, counts and links: the walk through every platform is the same at any width.
      width: 375,
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
        // Only active platforms are offered, and only devices that have one.
        const { devices: shippedDevices } = v.parse(
          instructionsFileSchema,
          await shipped("instructions/instructions.json"),
        );
        const offered = shippedDevices
          .map(({ name, platforms }) => ({
            name,
            platforms: platforms
              .filter((entry) => entry.active)
              .map((entry) => entry.name),
          }))
          .filter((entry) => entry.platforms.length > 0);
        expect(devices).toEqual(offered.map((entry) => entry.name));
        for (const entry of offered) {
          await device.selectOption(entry.name);
          await expect(platform.locator("option")).toHaveText([
            CATALOGUES.en.instructions.platform.choose,
            ...entry.platforms,
          ]);
        }
      },
    },
  },
  { path: "/plus/finder", files: ["packages", "channels"] },
  {
    path: "/plus/compare",
    files: ["packages", "channels"],
    shows: {
      title:
        "draws a row for every channel in the lineup (at 1280px, in Chromium's accessibility tree too)",
      async check(page, width) {
        const table = page.getByRole("table", {
          name: CATALOGUES.en.compare.tableTitle,
        });
        const { channels } = await shippedLineup();
        const packages = await shippedPackages();
        await expect(table.getByRole("rowheader")).toHaveCount(channels.length);
        await expect(table.getByRole("columnheader")).toHaveCount(
          1 + packages.filter((entry) => entry.active).length,
        );
        // At one width, Chromium's accessibility tree too; /es/plus/compare below.
        if (width === 1280) await expectRowHeadersInTree(page, channels.length);
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

    for (const { path, files, shows: all } of DATA_PAGES) {
      const shows =
        all?.width === undefined || all.width === width ? all : undefined;
      // At a desktop's width, the page ends near its content.
      const fills = width === 1280;
      const title = [
        "does not shift when the data arrive late",
        ...(fills ? ["leaves at most 240 px empty above the footer"] : []),
        ...(shows ? [shows.title] : []),
      ].join(", ");
      test(`${path} ${title}`, async ({ page, consoleErrors }) => {
        const late = await serveLate(page, files, true);
        await recordLayoutShifts(page);
        await expectStillWhileDataArrives(
          page,
          path,
          `${path} ${width} shipped`,
          late,
        );
        if (fills) {
          const empty = await emptyAboveFooter(page);
          console.log(`EMPTY ${path}: ${Math.round(empty)}px`);
          expect(empty).toBeLessThanOrEqual(240);
        }
        if (shows) await shows.check(page, width);
        if (all) expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test("a shared link to an add-on hydrates cleanly and shows that package", async ({
  page,
  consoleErrors,
}) => {
  const lineup = await shippedLineup();
  const primaryNames = (await shippedPackages())
    .slice(0, PRIMARY_PACKAGE_COUNT)
    .map((entry) => entry.name);
  // The first add-on of the selector that holds a channel.
  const addOn = lineup.packages
    .slice(0, SELECTOR_PACKAGE_LIMIT)
    .find(
      ({ name }) =>
        !primaryNames.includes(name) &&
        channelsInPackage(lineup.channels, name).length > 0,
    );
  if (!addOn) throw new Error("No add-on in the selector holds a channel");
  const [first] = channelsInPackage(lineup.channels, addOn.name);
  await answerIconRequest(page);
  await page.goto(`/plus/channels?pkg=${addOn.name}`);
  await waitForHydration(page);
  await expect(
    page.getByLabel(CATALOGUES.en.channels.select.label),
  ).toHaveValue(addOn.name);
  await expect(
    page
      .getByRole("region", { name: /^TV Channels/ })
      .getByText(first?.channelName ?? "", { exact: true }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("/es/plus/compare holds a row for every shipped channel in Chromium's accessibility tree, each linking to the channel's Spanish page", async ({
  page,
}) => {
  const { channels } = await shippedLineup();
  await page.goto("/es/plus/compare");
  await waitForPageReady(page);
  await expectRowHeadersInTree(page, channels.length);
  // A channel whose name no other channel holds links to its page.
  const named = channels.find(
    ({ channelName }) =>
      channels.filter((other) => other.channelName === channelName).length ===
      1,
  );
  if (!named) throw new Error("No channel has a name of its own");
  await expect(
    page
      .getByRole("rowheader", { name: named.channelName, exact: true })
      .getByRole("link"),
  ).toHaveAttribute(
    "href",
    channelPath(channelSlugs(channels).get(named.id) ?? "", "es"),
  );
});
