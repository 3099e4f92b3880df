import * as v from "valibot";

import { packagePath, pathsFor } from "../app/config/paths";
import { channelsFileSchema } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { CATALOGUES, linkText, textOf } from "./support/catalogues";
import { fixture, serveData } from "./support/data";
import { expect, test } from "./support/fixtures";
import { LOCALES, WORDS } from "./support/words";

/**
 * `?pkg=` on Channels and Compare, in both languages: a package beyond the
 * Channels selector (HBO) is named, with links to its page and to its
 * channels on Compare;
 * a value that names no package is said back; Compare lists only the named
 * package's channels until the visitor asks for every one.
 */
/** The packages as the fixture channels file titles them, as Channels shows them. */
const CHANNELS_TITLE = Object.fromEntries(
  v
    .parse(channelsFileSchema, fixture("channels"))
    .packages.map(({ name, title }) => [name, title]),
);

/** The words of `?pkg=` on both screens in `locale`, from their catalogues. */
function paramWords(locale: Locale) {
  const { channels, compare } = CATALOGUES[locale];
  const hbo = CHANNELS_TITLE.hbo ?? "";
  const ultimate = CHANNELS_TITLE.ultimate ?? "";
  // Channels titles packages as channels.json does, in one language.
  const elsewhere = channels.elsewherePackage(hbo, "hbo", ultimate);
  return {
    prefix: locale === "en" ? "" : "/es",
    channels: {
      elsewhere: textOf(elsewhere),
      page: linkText(elsewhere, packagePath("hbo", locale)),
      link: linkText(elsewhere, `${pathsFor(locale).compare}?pkg=hbo`),
      unknown: channels.unknownPackage("nonsense", ultimate),
    },
    compare: {
      only: compare.onlyPackage(WORDS[locale].titles.hbo),
      every: compare.showEvery,
      unknown: compare.unknownPackage("nonsense"),
    },
    table: compare.tableTitle,
  };
}

const LANGUAGES = LOCALES.map(paramWords);

for (const words of LANGUAGES) {
  test.describe(`?pkg= at ${words.prefix || "/"}`, () => {
    test.beforeEach(async ({ page }) => {
      await serveData(page, "channels");
      await serveData(page, "packages");
    });

    test("Channels names HBO, and its link lists HBO's channels on Compare until every channel is asked for", async ({
      page,
    }) => {
      await page.goto(`${words.prefix}/plus/channels?pkg=hbo`);
      const notice = page.getByRole("status").filter({
        hasText: words.channels.elsewhere,
      });
      await expect(notice).toBeVisible();
      await expect(
        notice.getByRole("link", { name: words.channels.page }),
      ).toHaveAttribute("href", `${words.prefix}/plus/packages/hbo`);
      await notice.getByRole("link", { name: words.channels.link }).click();
      await expect(page).toHaveURL(`${words.prefix}/plus/compare?pkg=hbo`);
      await expect(page.getByRole("status")).toContainText(words.compare.only);
      const table = page.getByRole("table", { name: words.table });
      await expect(table.locator("tbody th")).toHaveText(["Premium Two"]);

      await page.getByRole("button", { name: words.compare.every }).click();
      await expect(page).toHaveURL(`${words.prefix}/plus/compare`);
      await expect(table.locator("tbody th")).toHaveCount(10);
      await expect(page.getByText(words.compare.only)).toHaveCount(0);
    });

    test("a value that names no package is said back on Channels and on Compare", async ({
      page,
    }) => {
      await page.goto(`${words.prefix}/plus/channels?pkg=nonsense`);
      await expect(page.getByRole("status")).toContainText(
        words.channels.unknown,
      );
      await page.goto(`${words.prefix}/plus/compare?pkg=nonsense`);
      await expect(page.getByRole("status")).toContainText(
        words.compare.unknown,
      );
      await expect(
        page.getByRole("table", { name: words.table }).locator("tbody th"),
      ).toHaveCount(10);
    });
  });
}
