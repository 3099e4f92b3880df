import { PACKAGE_BITS, PRIMARY_PACKAGE_COUNT } from "../app/config/constants";
import { channelPath, packagePath, setupPath } from "../app/config/paths";
import type { Locale } from "../app/i18n/locale";
import { setupPages } from "../app/lineup/setup-pages";
import { channelSlugs, packageSlug } from "../app/lineup/slug";
import { genreNames as esGenreNames } from "../app/messages/es/genre-names";
import { expect, test, waitForPageReady } from "./support/fixtures";
import {
  expectFitsWithDoubleText,
  expectFitsWithTextSpacing,
} from "./support/text-spacing";
import { expectFitsZoomed } from "./support/zoom";
import {
  shippedPackages,
  shippedLineup,
  shippedInstructions,
} from "./support/shipped";

// WCAG 1.4.10 and 1.4.12 on the pages built from the data, one per channel
// and per setup platform, and on the Spanish Finder's answer: at 320 px, as
// set and with the text-spacing overrides, nothing reaches past the screen;
// nor, on the pages built from the data, at 375 px with 200 % text (WCAG 1.4.4),
// nor zoomed to 150 % and 200 % in a 375 or 1280 px window.
// The sample is read from the shipped files: the pages whose words are the
// longest in Spanish, the longer language.

const lineup = shippedLineup();
const packages = shippedPackages();
const instructions = shippedInstructions();

/** The item of `items` for which `size` is largest; the first of equals. */
function longest<T>(items: readonly T[], size: (item: T) => number): T {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error("Nothing to choose from");
  return rest.reduce(
    (best, item) => (size(item) > size(best) ? item : best),
    first,
  );
}

const slugs = channelSlugs(lineup.channels);
const withAliases = lineup.channels.filter(
  (channel) => (channel.aliases ?? []).length > 0,
);
/** The package whose Spanish title is longest, which a channel page lists with its price. */
const longestTitled = longest(
  packages.filter((entry) => entry.active),
  (entry) => (entry.es?.title ?? entry.title).length,
);
const CHANNEL_SAMPLE = [
  longest(lineup.channels, (channel) => channel.channelName.length),
  longest(withAliases, (channel) =>
    Math.max(...(channel.aliases ?? []).map((alias) => alias.length)),
  ),
  longest(withAliases, (channel) => (channel.aliases ?? []).join(", ").length),
  longest(
    lineup.channels,
    (channel) =>
      (channel.genres ?? []).map((genre) => esGenreNames[genre]).join(", ")
        .length,
  ),
  longest(
    lineup.channels.filter(
      (channel) => channel.binary & PACKAGE_BITS[longestTitled.name],
    ),
    (channel) => channel.channelName.length,
  ),
];

const setups = setupPages(instructions);
const SETUP_SAMPLE = [
  longest(
    setups,
    (page) =>
      (page.device.es?.name ?? page.device.name).length +
      (page.platform.es?.name ?? page.platform.name).length,
  ),
  longest(
    setups,
    (page) => page.device.name.length + page.platform.name.length,
  ),
];

function samplePaths(locale: Locale): string[] {
  const paths = [
    ...CHANNEL_SAMPLE.map((channel) =>
      channelPath(slugs.get(channel.id) ?? "", locale),
    ),
    ...SETUP_SAMPLE.map((page) =>
      setupPath(page.deviceSlug, page.platformSlug, locale),
    ),
    packagePath(packageSlug(longestTitled.name), locale),
  ];
  return [...new Set(paths)];
}

test.describe("at 320 px, also with text spacing", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  // The sample of each language in one visit, each page in a step.
  for (const locale of ["es", "en"] as const) {
    test(`the sample of pages built from the data fits, and at 375 px with 200 % text, and zoomed (${locale})`, async ({
      page,
    }) => {
      for (const path of samplePaths(locale)) {
        await test.step(path, async () => {
          await page.goto(path);
          // A phone's width with the browser's text at 200 %, then 320 px.
          await page.setViewportSize({ width: 375, height: 720 });
          await expectFitsWithDoubleText(page, `${path} at 375px`);
          await expectFitsZoomed(page, path, 720);
          await page.setViewportSize({ width: 320, height: 720 });
          await expectFitsWithTextSpacing(page, path);
        });
      }
    });
  }

  test("the Spanish Finder's answer with add-ons fits", async ({ page }) => {
    // One channel that only an add-on carries, for each add-on with the
    // longest Spanish titles, so the answer lists add-ons beside a package.
    const primaryBits = packages
      .slice(0, PRIMARY_PACKAGE_COUNT)
      .reduce((bits, entry) => bits | PACKAGE_BITS[entry.name], 0);
    const addOns = packages
      .slice(PRIMARY_PACKAGE_COUNT)
      .filter((entry) => entry.active)
      .sort(
        (a, b) =>
          (b.es?.title ?? b.title).length - (a.es?.title ?? a.title).length,
      );
    const ids = addOns
      .map(
        (entry) =>
          lineup.channels.find(
            (channel) =>
              channel.binary & PACKAGE_BITS[entry.name] &&
              !(channel.binary & primaryBits),
          )?.id,
      )
      .filter((id) => id !== undefined)
      .slice(0, 3);
    expect(ids.length, "add-ons with channels of their own").toBeGreaterThan(0);
    // And a channel a primary package carries.
    const first = lineup.channels.find(
      (channel) => channel.binary & primaryBits,
    );
    if (first) ids.unshift(first.id);

    await page.goto(`/es/plus/finder?ch=${ids.join(",")}`);
    await waitForPageReady(page);
    await expect(page.getByText(/\$\d+\.\d\d\/mes/).first()).toBeVisible();
    await expectFitsWithTextSpacing(page, "the Spanish Finder's answer");
  });
});
