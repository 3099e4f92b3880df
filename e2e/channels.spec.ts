import type { Page } from "@playwright/test";
import * as v from "valibot";

import { channelsFileSchema } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { expectNoAxeViolations } from "./support/axe";
import { channelsWithLineup, fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { CATALOGUES } from "./support/catalogues";
import { LOCALES, WORDS, pathIn } from "./support/words";

/** The Channels screen's words in `locale`, from its catalogue. The package titles come from the channels file. */
function channelsWords(locale: Locale) {
  const { channels } = CATALOGUES[locale];
  return {
    select: channels.select.label,
    groups: [channels.select.primary, channels.select.addOns],
    tv: channels.tvChannels,
    music: channels.musicChannels,
    // A value like HTML, so the English page also shows it is only text.
    unknownValue: locale === "en" ? "<img src=x onerror=alert(1)>" : "platino",
    unknown: channels.unknownPackage,
  };
}

/** The Channels screen's words in each language. */
const CHANNELS = { en: channelsWords("en"), es: channelsWords("es") };
const EN = CATALOGUES.en.channels;
/** The selector's packages, as the fixture channels file titles them. */
const OPTIONS = v.parse(channelsFileSchema, fixture("channels")).packages;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const select = (page: Page, label = EN.select.label) => page.getByLabel(label);
const box = (page: Page, title: RegExp) =>
  page.getByRole("region", { name: title });
const names = (page: Page, title: RegExp) =>
  box(page, title).getByRole("listitem");
/** A box's heading: its kind of channel, then "(count)" when given. */
const heading = (kind: string, count?: number) =>
  new RegExp(`^${kind}${count === undefined ? "" : ` \\(${count}\\)$`}`);

for (const locale of LOCALES) {
  const words = CHANNELS[locale];
  const path = pathIn(locale, "/plus/channels");

  test.describe(`Channels (${path})`, () => {
    test("the selector lists entries 1–4 and 5–8 under headings that cannot be chosen, and a valid add-on in ?pkg= is selected, with its channels in file order", async ({
      page,
    }) => {
      await serveData(page, "channels");
      await page.goto(`${path}?pkg=latino`);
      await expect(select(page, words.select)).toHaveValue("latino");
      const groups = select(page, words.select).locator("optgroup");
      await expect(groups).toHaveCount(2);
      expect(
        await groups.evaluateAll((list) =>
          list.map((group) => group.getAttribute("label")),
        ),
      ).toEqual(words.groups);
      await expect(groups.nth(0).locator("option")).toHaveText(
        OPTIONS.slice(0, 4).map(({ title }) => title),
      );
      await expect(groups.nth(1).locator("option")).toHaveText(
        OPTIONS.slice(4, 8).map(({ title }) => title),
      );
      await expect(select(page, words.select).locator("option")).toHaveCount(8);
      await expect(box(page, heading(words.tv, 2))).toBeVisible();
      await expect(names(page, heading(words.tv))).toHaveText([
        "Canal Uno",
        "Canal Dos",
      ]);
      await expect(box(page, heading(words.music))).toHaveCount(0);
    });

    test("an unknown ?pkg= shows the default package and a polite notice, as text only", async ({
      page,
    }) => {
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await serveData(page, "channels");
      await page.goto(`${path}?pkg=${encodeURIComponent(words.unknownValue)}`);
      await expect(select(page, words.select)).toHaveValue("ultimate");
      await expect(page.getByRole("status")).toHaveText(
        words.unknown(
          words.unknownValue,
          OPTIONS.find(({ name }) => name === "ultimate")?.title ?? "",
        ),
      );
      await expect(box(page, heading(words.tv, 5))).toBeVisible();
      await expect(page.locator("main img")).toHaveCount(0);
      expect(dialogs).toBe(0);
    });

    test("51 channels put the last 50 in a music box", async ({ page }) => {
      await serveData(page, "channels", {
        body: channelsWithLineup("ultimate", 51),
      });
      await page.goto(path);
      await expect(box(page, heading(words.tv, 1))).toBeVisible();
      await expect(names(page, heading(words.tv))).toHaveText(["Lineup 1"]);
      await expect(box(page, heading(words.music, 50))).toBeVisible();
      const music = names(page, heading(words.music));
      await expect(music).toHaveCount(50);
      await expect(music.first()).toHaveText("Lineup 2");
      await expect(music.last()).toHaveText("Lineup 51");
    });
  });
}

test.describe("Channels", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "channels");
  });

  // One test: each empty query in turn, then the names shown as text.
  test(`"no query" and "?pkg=" show the default package, Ultimate, without a notice; channel names with & and < show literally`, async ({
    page,
  }) => {
    for (const query of ["", "?pkg="]) {
      await page.goto(`/plus/channels${query}`);
      await expect(select(page)).toHaveValue("ultimate");
      await expect(
        names(page, new RegExp(`^${escape(EN.tvChannels)}`)),
      ).toHaveText([
        "Alpha Network",
        "Fish & Chips <TV>",
        "Gamma Sports",
        "Delta Movies",
        "Canal Uno",
      ]);
      await expect(
        page.getByText(
          EN.unknownPackage("\u0000", "").split("\u0000")[0] ?? "",
        ),
      ).toHaveCount(0);
    }
    const item = names(page, new RegExp(`^${escape(EN.tvChannels)}`)).nth(1);
    await expect(item).toHaveText("Fish & Chips <TV>");
    // The name is its page's link, and shows as text within it.
    expect(await item.getByRole("link").innerHTML()).toBe(
      "Fish &amp; Chips &lt;TV&gt;",
    );
  });

  test("choosing a package replaces ?pkg= in the URL; a package with no channels shows no box", async ({
    page,
  }) => {
    await page.goto("/plus");
    await page.goto("/plus/channels");
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);

    await select(page).selectOption("core");
    await expect(page).toHaveURL(/\/plus\/channels\?pkg=core$/);
    await expect(
      names(page, new RegExp(`^${escape(EN.tvChannels)}`)),
    ).toHaveText(["Alpha Network", "Beta News"]);
    await select(page).selectOption("sportsFanatic");
    await expect(page).toHaveURL(/\?pkg=sportsFanatic$/);
    await expect(
      names(page, new RegExp(`^${escape(EN.tvChannels)}`)),
    ).toHaveText(["Gamma Sports", "Zeta Sports"]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A package with no channels shows no box.
    await select(page).selectOption("starz");
    await expect(page).toHaveURL(/\?pkg=starz$/);
    await expect(page.getByRole("region")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/plus$/);
  });
});

test.describe("Channels music split", () => {
  test("exactly 50 channels stay in one TV box", async ({ page }) => {
    await serveData(page, "channels", {
      body: channelsWithLineup("ultimate", 50),
    });
    await page.goto("/plus/channels");
    await expect(box(page, /^TV Channels \(50\)$/)).toBeVisible();
    await expect(
      names(page, new RegExp(`^${escape(EN.tvChannels)}`)),
    ).toHaveCount(50);
    await expect(
      box(page, new RegExp(`^${escape(EN.musicChannels)}`)),
    ).toHaveCount(0);
  });
});

test.describe("Channels at 375px and 1280px", () => {
  // One load, read at both widths.
  test("the lineup fits a 375px and a 1280px window, music channels shown, with no axe violations", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await serveData(page, "channels", {
      body: channelsWithLineup("core", 60, "A channel with a rather long name"),
    });
    await page.goto("/plus/channels?pkg=core");
    await expect(
      box(page, new RegExp(`^${escape(EN.musicChannels)} \\(50\\)$`)),
    ).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const selectBox = await select(page).boundingBox();
      expect(selectBox && selectBox.x + selectBox.width <= width).toBe(true);
      await expect(
        page.getByRole("heading", { name: `${EN.musicChannels} (50)` }),
      ).toBeVisible();
      await expectNoAxeViolations(
        page,
        `/plus/channels with music at ${width}px`,
      );
    }
  });
});

test.describe("Channels Test", () => {
  test("is the same screen under the title Channels Test, kept out of search, and its name search links within it", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/plus/channelstest")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<h1>${EN.testTitle}</h1>`);
    expect(html).toContain(
      `role="status" aria-label="${CATALOGUES.en.common.data.loading(EN.what)}"`,
    );

    await serveData(page, "channels");
    await page.goto("/plus/channelstest?pkg=sportsFanatic");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      EN.testTitle,
    );
    await expect(page).toHaveTitle(
      new RegExp(`^${escape(EN.testMeta.title)} \\|`),
    );
    await expect(select(page)).toHaveValue("sportsFanatic");
    await select(page).selectOption("latino");
    await expect(page).toHaveURL(/\/plus\/channelstest\?pkg=latino$/);
    await expect(
      names(page, new RegExp(`^${escape(EN.tvChannels)}`)),
    ).toHaveText(["Canal Uno", "Canal Dos"]);

    // The name search works here too, linking within Channels Test.
    await page.getByLabel(EN.search.label).fill("zeta");
    await page
      .getByRole("list", { name: EN.search.carriers("Zeta Sports") })
      .getByRole("link", { name: WORDS.en.titles.sportsFanatic })
      .click();
    await expect(page).toHaveURL(/\/plus\/channelstest\?pkg=sportsFanatic$/);
    await expect(select(page)).toHaveValue("sportsFanatic");
  });

  test("the Channels page is indexed", async ({ request }) => {
    const html = await (await request.get("/plus/channels")).text();
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(`<h1>${EN.title}</h1>`);
  });
});

test.describe("Channel list layout", () => {
  // One load, laid out at each width in turn.
  test("names read down the columns: 2 at 375px, 3 at 768px, 4 at 1280px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await serveData(page, "channels", {
      body: channelsWithLineup("latino", 40),
    });
    await page.goto("/plus/channels?pkg=latino");
    const items = names(page, new RegExp(`^${escape(EN.tvChannels)}`));
    await expect(items).toHaveCount(40);
    for (const { width, columns } of [
      { width: 375, columns: 2 },
      { width: 768, columns: 3 },
      { width: 1280, columns: 4 },
    ]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await items.evaluateAll((list) =>
        list.map((item) => {
          const box = item.getBoundingClientRect();
          return { x: Math.round(box.x), y: Math.round(box.y) };
        }),
      );
      const [first, second] = boxes;
      // The second name sits below the first, in the same column.
      expect(second?.x, `${width}px`).toBe(first?.x);
      expect(second?.y, `${width}px`).toBeGreaterThan(first?.y ?? Infinity);
      expect(new Set(boxes.map((box) => box.x)).size, `${width}px`).toBe(
        columns,
      );
      // The order the names are read in is the order they stand in: column
      // by column from the left, each from the top.
      const seen = boxes
        .map((box, place) => ({ ...box, place }))
        .sort((a, b) => a.x - b.x || a.y - b.y)
        .map((box) => box.place);
      expect(seen, `${width}px`).toEqual(boxes.map((_, place) => place));
    }
  });
});
