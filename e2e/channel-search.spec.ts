import type { Page } from "@playwright/test";
import * as v from "valibot";

import { packagePath } from "../app/config/paths";
import { channelsFileSchema } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { packageSlug } from "../app/lineup/slug";

import { expectNoAxeViolations } from "./support/axe";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { CATALOGUES } from "./support/catalogues";
import { LOCALES, pathIn } from "./support/words";

/** The search's words in `locale`, from the Channels catalogue. */
function searchWords(locale: Locale) {
  const { search } = CATALOGUES[locale].channels;
  return {
    field: search.label,
    found: search.found,
    oneMatch: search.status.matches(1),
  };
}

/** The search's words in each language. */
const SEARCH = { en: searchWords("en"), es: searchWords("es") };
const EN = CATALOGUES.en.channels;

/** The packages' titles as the fixture channels file gives them, by name. */
const TITLE = Object.fromEntries(
  v
    .parse(channelsFileSchema, fixture("channels"))
    .packages.map(({ name, title }) => [name, title]),
);
const titleOf = (name: string) => TITLE[name] ?? name;

for (const locale of LOCALES) {
  const words = SEARCH[locale];

  test(`${pathIn(locale, "/plus/channels")}: the name search ignores accents and letter case`, async ({
    page,
  }) => {
    await serveData(page, "channels", {
      body: {
        packages: v.parse(channelsFileSchema, fixture("channels")).packages,
        channels: [
          { id: 1, channelName: "Música Urbana", binary: 8 },
          { id: 2, channelName: "ESPN Deportes", binary: 8 | 64 },
          { id: 3, channelName: "Cine Clásico", binary: 1 },
        ],
      },
    });
    await page.goto(pathIn(locale, "/plus/channels"));
    await waitForHydration(page);
    const search = page.getByLabel(words.field);
    await search.fill("musica");
    const list = page.getByRole("list", { name: words.found });
    await expect(list.getByText("Música Urbana")).toBeVisible();
    await expect(page.getByText(words.oneMatch)).toBeVisible();
    await search.fill("espn");
    await expect(list.getByText("ESPN Deportes")).toBeVisible();
    await search.fill("CLASICO");
    await expect(list.getByText("Cine Clásico")).toBeVisible();
  });
}

const field = (page: Page) => page.getByLabel(EN.search.label);
const found = (page: Page) => page.getByRole("list", { name: EN.search.found });
const carriers = (page: Page, channel: string) =>
  page.getByRole("list", { name: EN.search.carriers(channel) });

async function open(page: Page, query = "") {
  await page.goto(`/plus/channels${query}`);
  await waitForHydration(page);
  await expect(field(page)).toBeVisible();
}

test.describe("Channels: which packages have…?", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "channels");
  });

  // One load: the empty field, then each search, the axe runs with results
  // shown, and last the link that leaves the search.
  test("with the field empty the screen is as before: no results; lists each matching channel with the packages that carry it; packages the selector does not list link to their own pages; forgives case, punctuation, & for and, and one typo; no axe violations at 375px and 1280px with results shown; a package link selects that package", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page);
    await test.step("the empty field", async () => {
      await expect(field(page)).toHaveValue("");
      await expect(found(page)).toHaveCount(0);
      await expect(page.getByRole("region")).toHaveCount(1);
      await expect(
        page.getByRole("region", { name: "TV Channels (5)" }),
      ).toBeVisible();
    });

    await test.step("each matching channel with its packages", async () => {
      await field(page).fill("sports");
      await expect(page.getByText(EN.search.status.matches(2))).toBeVisible();
      await expect(
        carriers(page, "Gamma Sports").getByRole("listitem"),
      ).toHaveText([
        titleOf("elite"),
        titleOf("ultimate"),
        titleOf("sportsFanatic"),
      ]);
      await expect(
        carriers(page, "Zeta Sports").getByRole("listitem"),
      ).toHaveText([titleOf("sportsFanatic")]);
      await expect(
        carriers(page, "Gamma Sports").getByRole("link", {
          name: titleOf("elite"),
        }),
      ).toHaveAttribute("href", "/plus/channels?pkg=elite");
    });

    await test.step("packages the selector does not list", async () => {
      for (const [channel, title, name] of [
        ["Premium One", titleOf("showtime"), "showtime"],
        ["Premium Two", titleOf("hbo"), "hbo"],
      ] as const) {
        await field(page).fill(channel);
        await expect(carriers(page, channel)).toHaveText(title);
        await expect(
          carriers(page, channel).getByRole("link", { name: title }),
        ).toHaveAttribute("href", packagePath(packageSlug(name)));
      }
    });

    await test.step("forgiving searches", async () => {
      for (const [typed, channel] of [
        ["FISH AND CHIPS", "Fish & Chips <TV>"],
        ["delta-movies", "Delta Movies"],
      ] as const) {
        await field(page).fill(typed);
        await expect(found(page).locator(":scope > li").first()).toContainText(
          channel,
        );
      }
      // A typo finds the name as a suggestion, never as a match.
      await field(page).fill("Canal Unp");
      await expect(
        page.getByText(
          "“Canal Unp” isn’t in our lineup. Did you mean Canal Uno?",
        ),
      ).toBeVisible();
      await expect(found(page)).toHaveCount(0);
      await expect(
        page
          .getByRole("list", { name: EN.search.suggested })
          .locator(":scope > li")
          .first(),
      ).toContainText("Canal Uno");
      await field(page).fill("xyz");
      await expect(
        page.getByText(EN.search.status.notCarried("xyz")),
      ).toBeVisible();
      await expect(found(page)).toHaveCount(0);
    });

    await test.step("axe with results shown", async () => {
      await field(page).fill("a");
      await expect(found(page)).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(
          page,
          `/plus/channels at ${width}px, search`,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });

    await test.step("a package link selects that package", async () => {
      await field(page).fill("zeta");
      await carriers(page, "Zeta Sports")
        .getByRole("link", { name: titleOf("sportsFanatic") })
        .click();
      await expect(page).toHaveURL(/\/plus\/channels\?pkg=sportsFanatic$/);
      await expect(page.getByLabel(EN.select.label)).toHaveValue(
        "sportsFanatic",
      );
      await expect(
        page
          .getByRole("region", { name: /^TV Channels/ })
          .getByRole("listitem"),
      ).toHaveText(["Gamma Sports", "Zeta Sports"]);
    });
  });
  // On Channels Test the search links within it: channels.spec.ts, in its
  // Channels Test load.
});
