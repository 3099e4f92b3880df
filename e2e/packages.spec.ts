import type { Page } from "@playwright/test";
import * as v from "valibot";

import { packageTexts } from "../app/data/in-language";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { CATALOGUES, textOf } from "./support/catalogues";
import { fixture, gate, serveData } from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { LOCALES, WORDS, pathIn } from "./support/words";

// Fixture primaries shown: Core, Elite and Ultimate (Essentials is inactive).
// Sports Fanatic: Gamma Sports (Elite, Ultimate) and Zeta Sports (no primary).
// Latino: Canal Uno (Ultimate) and Canal Dos (no primary, unless moved into Ultimate below).

const FIXTURE = v.parse(packagesFileSchema, fixture("packages"));

/** A fixture package's texts in `locale`. */
function fixtureTexts(name: string, locale: Locale) {
  const entry = FIXTURE.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`e2e/fixtures/packages.json has no "${name}"`);
  return packageTexts(entry, locale);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The Packages screen's words in `locale`: its catalogue and the fixtures. */
function packagesWords(locale: Locale) {
  const { common, packages } = CATALOGUES[locale];
  const { columns, adds } = packages;
  return {
    heading: packages.title,
    intro: textOf(packages.intro[0]),
    spinner: common.data.loading(packages.what),
    primary: packages.primary,
    addOns: packages.addOns,
    columns: [
      columns.title,
      columns.channels,
      columns.description,
      columns.price,
    ],
    coreChannels: fixtureTexts("core", locale).channels,
    coreDescription: fixtureTexts("core", locale).description,
    eliteDescription: fixtureTexts("elite", locale).description,
    ultimateDescription: fixtureTexts("ultimate", locale).description,
    /** A label badge, then the price. */
    popular: fixtureTexts("elite", locale).label ?? "",
    new: fixtureTexts("sportsFanatic", locale).label ?? "",
    adds: adds.listName,
    addsIntro: adds.intro,
    count: adds.count,
    holder: adds.holder,
    /** Any sentence naming a primary that holds an add-on. */
    anyHolder: new RegExp(
      [1, 2]
        .map((total) =>
          escape(adds.holder(total, "\u0000"))
            .replace(`${total}`, "\\d+")
            .replace("\u0000", ".+"),
        )
        .join("|"),
    ),
    /** What the inactive fixture entries say, which never shows. */
    hidden: FIXTURE.filter((entry) => !entry.active).map(
      (entry) => packageTexts(entry, locale).description,
    ),
  };
}

/** The Packages screen's words in each language, on the fixtures. */
const PACKAGES = { en: packagesWords("en"), es: packagesWords("es") };

const row = (page: Page, title: string) =>
  page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: title, exact: true }),
  });

for (const locale of LOCALES) {
  const words = PACKAGES[locale];
  const { titles, perMonth } = WORDS[locale];
  const other = locale === "en" ? PACKAGES.es : PACKAGES.en;
  const otherPerMonth = WORDS[locale === "en" ? "es" : "en"].perMonth;
  const path = pathIn(locale, "/plus");
  const { count } = words;

  test.describe(`Packages (${path})`, () => {
    test("the pre-rendered page holds the heading, the intro and the spinner, in its language only", async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<h1>${words.heading}</h1>`);
      expect(html).toContain(`role="status" aria-label="${words.spinner}"`);
      expect(html).not.toContain("<table");
      // The intro's text, without the markers React puts between its parts.
      const text = html.replaceAll("<!-- -->", "");
      expect(text).toContain(words.intro);
      expect(text).not.toContain(other.intro);
    });

    // One load, read at 375px, at 1280px, then at 320px.
    test("splits primary and add-on packages by position, then hides inactive ones, without sideways scrolling (375px and 1280px); stays readable at 320px", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await serveData(page, "packages");
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        words.heading,
      );
      const primary = page.getByRole("table", { name: words.primary });
      const addOns = page.getByRole("table", { name: words.addOns });
      for (const table of [primary, addOns]) {
        await expect(table.getByRole("columnheader")).toHaveText(words.columns);
      }
      await expect(primary.getByRole("rowheader")).toHaveText([
        titles.core,
        titles.elite,
        titles.ultimate,
      ]);
      await expect(addOns.getByRole("rowheader")).toHaveText([
        titles.sportsFanatic,
        titles.latino,
        titles.starz,
        titles.showtime,
        titles.hbo,
      ]);
      for (const hidden of [...PACKAGES.en.hidden, ...PACKAGES.es.hidden]) {
        await expect(page.getByText(hidden)).toHaveCount(0);
      }
      await expect(page.getByRole("table")).toHaveCount(2);
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
      expect(await overflow()).toBeLessThanOrEqual(0);

      // On a narrow screen each cell is labelled, above its text, from its attribute.
      const cells = row(page, titles.core).getByRole("cell");
      await expect(cells).toHaveCount(3);
      for (const [index, label] of words.columns.slice(1).entries()) {
        const cell = cells.nth(index);
        await expect(cell).toHaveAttribute("data-label", label);
        expect(
          await cell.evaluate((td) => getComputedStyle(td, "::before").display),
        ).toBe("block");
      }

      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Cells after the row header: Channels, Description, Price.
      const core = row(page, titles.core);
      await expect(core.getByRole("cell").nth(0)).toHaveText(
        words.coreChannels,
      );
      expect(await core.getByRole("cell").nth(1).innerText()).toBe(
        words.coreDescription,
      );
      const price = core.getByRole("cell").nth(2);
      await expect(price).toHaveText(`$34.50${perMonth}`);
      expect(await price.innerText()).toBe(`$34.50${perMonth}`);
      await expect(
        core.getByRole("cell", { name: `$34.50${perMonth}`, exact: true }),
      ).toBeVisible();

      const elite = row(page, titles.elite);
      await expect(elite.getByRole("cell").nth(1)).toHaveText(
        words.eliteDescription,
      );
      await expect(elite.getByRole("cell").nth(2)).toHaveText(
        `${words.popular}$59.99${perMonth}`,
      );
      await expect(
        row(page, titles.sportsFanatic).getByRole("cell").nth(2),
      ).toHaveText(`${words.new}$12.00${perMonth}`);
      await expect(
        row(page, titles.ultimate).getByRole("cell").nth(2),
      ).toHaveText(`$79.05${perMonth}`);
      await expect(page.getByRole("main")).not.toContainText(otherPerMonth);

      // At 320px it stays readable, without sideways scrolling.
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      const description = row(page, titles.ultimate).getByRole("cell").nth(1);
      await expect(description).toHaveText(words.ultimateDescription);
      const box = await description.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    });

    test("names the primary that already holds every channel of an add-on, and counts what each add-on adds", async ({
      page,
    }) => {
      const lineup = v.parse(channelsFileSchema, fixture("channels"));
      const inUltimate = {
        ...lineup,
        channels: lineup.channels.map((channel) =>
          channel.channelName === "Canal Dos"
            ? { ...channel, binary: 64 | 8 }
            : channel,
        ),
      };
      await serveData(page, "packages");
      await serveData(page, "channels", { body: inUltimate });
      await page.goto(path);
      await waitForPageReady(page);
      const adds = (addOn: string) =>
        page
          .getByRole("list", { name: words.adds(addOn) })
          .getByRole("listitem");
      await expect(adds(titles.sportsFanatic)).toHaveText([
        `${titles.core}: ${count(2)}`,
        `${titles.elite}: ${count(1)}`,
        `${titles.ultimate}: ${count(1)}`,
      ]);
      await expect(adds(titles.latino)).toHaveText([
        `${titles.core}: ${count(2)}`,
        `${titles.elite}: ${count(2)}`,
        `${titles.ultimate}: ${count(0)}`,
      ]);
      await expect(
        row(page, titles.latino).getByText(words.holder(2, titles.ultimate)),
      ).toBeVisible();
      await expect(page.getByText(words.addsIntro)).toHaveCount(4);
      // Sports Fanatic keeps a channel of its own, so no primary is named for it.
      await expect(
        row(page, titles.sportsFanatic).getByText(words.anyHolder),
      ).toHaveCount(0);
    });
  });
}

const EN = PACKAGES.en;
const { titles: EN_TITLES } = WORDS.en;
const addsEn = (page: Page, addOn: string) =>
  page.getByRole("list", { name: EN.adds(addOn) }).getByRole("listitem");

test.describe("Packages", () => {
  test("shows a named spinner until the file is in, loaded with GET", async ({
    page,
  }) => {
    const held = gate();
    const route = await serveData(page, "packages", {
      body: fixture("packages"),
      wait: held.promise,
    });
    await page.goto("/plus");
    await waitForHydration(page);
    const spinner = page.getByRole("status", { name: EN.spinner });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    held.open();
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(spinner).toHaveCount(0);
    expect(route.methods()).toEqual(["GET"]);
  });

  test("counts the channels an add-on adds to each active primary; a file loaded once is reused when the visitor comes back", async ({
    page,
  }) => {
    const route = await serveData(page, "packages");
    await serveData(page, "channels");
    await page.goto("/plus");
    await waitForPageReady(page);
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(addsEn(page, EN_TITLES.sportsFanatic)).toHaveText([
      `${EN_TITLES.core}: ${EN.count(2)}`,
      `${EN_TITLES.elite}: ${EN.count(1)}`,
      `${EN_TITLES.ultimate}: ${EN.count(1)}`,
    ]);
    await expect(addsEn(page, EN_TITLES.latino)).toHaveText([
      `${EN_TITLES.core}: ${EN.count(2)}`,
      `${EN_TITLES.elite}: ${EN.count(2)}`,
      `${EN_TITLES.ultimate}: ${EN.count(1)}`,
    ]);
    await expect(page.getByText(EN.anyHolder)).toHaveCount(0);

    const nav = page.getByRole("navigation", { name: WORDS.en.nav.name });
    const { common, channels } = CATALOGUES.en;
    await nav.getByRole("link", { name: common.nav.channels }).click();
    await expect(page.getByLabel(channels.select.label)).toBeVisible();
    await nav.getByRole("link", { name: common.nav.packages }).click();
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveCount(0);
    expect(route.count()).toBe(1);
  });
});

test.describe("Packages: what each add-on adds", () => {
  // What each add-on adds, on the lineup as it is, is checked with the
  // file's reuse, in the "Packages" tests above.
  test("without the lineup, the add-ons show as before", async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels", { status: 500 });
    await page.goto("/plus");
    await waitForPageReady(page);
    await expect(
      page.getByRole("row", {
        name: new RegExp(`^${escape(EN_TITLES.latino)}`),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("list", {
        name: new RegExp(
          `^${escape(EN.adds("\u0000").split("\u0000")[0] ?? "")}`,
        ),
      }),
    ).toHaveCount(0);
  });
});
