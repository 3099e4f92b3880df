import type { Page } from "@playwright/test";

import { site } from "../app/config/site";
import type { Locale } from "../app/i18n/locale";
import { finderAnswer as enAnswer } from "../app/messages/en/finder-answer";
import { finderAnswer as esAnswer } from "../app/messages/es/finder-answer";
import { expectNoAxeViolations } from "./support/axe";
import { channelsWith, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { CATALOGUES, before, escape, sharedPart } from "./support/catalogues";
import { LOCALES, WORDS, pathIn } from "./support/words";

// On the fixtures: Core $34.50, Essentials inactive, Elite $59.99, Ultimate
// $79.05; add-ons Sports Fanatic $12.00, Mini Sports inactive, Latino $8.99,
// Starz $9.99, Showtime $10.99, HBO $15.99. Alpha Network (1) is in every
// primary, Premium Two (8) in HBO only.

/** Only in Mini Sports, which is inactive: no package on offer carries it. */
const MINI_ONLY = { id: 11, channelName: "Mini Only", binary: 32 };
/** A channel with an accent, in the Latino add-on only, for accent-free searches. */
const MUSICA = { id: 12, channelName: "Música Urbana", binary: 64 };
const LINEUP = channelsWith(MINI_ONLY, MUSICA);

/** The finder's words in `locale`: its catalogues, on the fixtures. */
function finderWords(locale: Locale) {
  const { common, finder } = CATALOGUES[locale];
  const { answer, next } = locale === "en" ? enAnswer : esAnswer;
  const { chips, popular, search } = finder;
  const monthly = (price: string) => answer.monthly(`$${price}`);
  return {
    heading: finder.title,
    field: search.label,
    answer: answer.title,
    /** The chips' region, with any count. */
    chips: new RegExp(`^${escape(chips.title(0)).replace("0", "\\d+")}$`),
    remove: chips.remove,
    removeChip: new RegExp(
      `^(?!${escape(chips.removeAll)}$)${escape(chips.remove)} `,
    ),
    start: popular.title,
    more: popular.moreTitle,
    lineup: (tv: number) => popular.text(tv, 0),
    add: popular.add,
    matching: search.matching,
    howTo: search.howTo,
    oneMatch: search.status.matches(1),
    notCarried: search.status.notCarried,
    partsTitle: answer.partsTitle,
    part: {
      primary: (title: string, price: string, count: number, list: string) =>
        `${title} ${answer.primaryKind}${monthly(price)}${answer.primaryBrings(count, list)}`,
      addOn: (title: string, price: string, list: string) =>
        `${title} ${answer.addOnKind}${monthly(price)}${answer.addOnBrings(list)}`,
    },
    perTvChannel: (amount: string, tv: number) =>
      answer.perTvChannel(amount, tv, 0),
    other: (option: string, price: string, extra: string, tv: number) =>
      `${option}: ${answer.other({
        price: `${price}${common.perMonth}`,
        extra,
        tvCount: tv,
        musicCount: 0,
        leftOut: null,
      })}`,
    summaryStart: before((blank) => answer.summary(blank, "")),
    summary: answer.summary,
    ignoredStart: sharedPart(finder.ignored(1), finder.ignored(3)),
    ignored: finder.ignored,
    ignoredWords: sharedPart(finder.ignored(1), finder.ignored(3)),
    next: {
      region: next.title,
      notify: next.notify,
      subject: (option: string) => next.notifySubject(option),
      body: (option: string, price: string, channels: string, link: string) =>
        next.notifyBody({ name: option, price }, channels, link),
      channels: answer.list(["Alpha Network", "Premium Two"]),
      copy: next.copy,
      copiedButton: next.copiedButton,
      copied: next.copied,
      copyFailed: next.copyFailed,
      /** The Copy button beside the mail's address. */
      copyAddress: common.copyAddress,
    },
  };
}

/** The finder's words in each language, on the fixtures. */
const FINDER = { en: finderWords("en"), es: finderWords("es") };

/** The catalogues' words for the page's polite region. */
const REGION_WORDS = {
  en: { changed: CATALOGUES.en.finder.changed, answer: enAnswer.answer },
  es: { changed: CATALOGUES.es.finder.changed, answer: esAnswer.answer },
};

for (const locale of LOCALES) {
  const words = FINDER[locale];
  const { changed, answer: answerWords } = REGION_WORDS[locale];
  /** The polite region, found by the message it should hold, which must be all it says. */
  const expectSaid = (page: Page, message: string) =>
    expect(page.getByRole("status").filter({ hasText: message })).toHaveText(
      message,
    );
  const cheapest = (option: string, price: string) =>
    answerWords.summary(option, answerWords.monthly(price));
  const { titles, perMonth, otherLanguage } = WORDS[locale];
  const path = pathIn(locale, "/plus/finder");

  const field = (page: Page) =>
    page.getByRole("combobox", { name: words.field });
  const answer = (page: Page) =>
    page.getByRole("region", { name: words.answer });
  const chips = (page: Page) =>
    page
      .getByRole("region", { name: words.chips })
      .getByRole("button", { name: words.removeChip });

  async function open(page: Page, query = "") {
    await page.goto(`${path}${query}`);
    await waitForHydration(page);
    await expect(field(page)).toBeVisible();
  }

  test.describe(`Channel Finder (${path})`, () => {
    test.beforeEach(async ({ page }) => {
      await serveData(page, "packages");
      await serveData(page, "channels", { body: LINEUP });
    });

    test('before any choice, offers popular channels that add in one tap; after it, the others stay under their own heading; typing "musica" offers "Música Urbana", and adding it answers with the add-on; the polite region names each channel added or removed, and the answer when it changes', async ({
      page,
    }) => {
      await open(page);
      const start = page.getByRole("region", { name: words.start });
      await expect(start).toContainText(words.lineup(12));
      // The fixtures name no preferred channel: the most widely carried come first.
      const alpha = start.getByRole("button", {
        name: `${words.add} Alpha Network`,
      });
      await expect(alpha).toBeVisible();
      await expect(start.getByRole("button").first()).toHaveAccessibleName(
        `${words.add} Alpha Network`,
      );
      await alpha.click();
      await expect(page).toHaveURL(`${path}?ch=1`);
      await expect(chips(page)).toHaveText([`${words.remove} Alpha Network×`]);
      await expect(answer(page)).toBeVisible();
      // An add that changes the answer: the channel, then the answer.
      await expectSaid(
        page,
        `${changed.added(["Alpha Network"])} ${cheapest(titles.core, "$34.50")}`,
      );
      await expect(start).toHaveCount(0);
      // The tapped channel's button goes; focus takes the one now in its place.
      const more = page.getByRole("region", { name: words.more });
      await expect(
        more.getByRole("button", { name: `${words.add} Alpha Network` }),
      ).toHaveCount(0);
      await expect(more.getByRole("button").first()).toBeFocused();
      // An add that leaves the answer as it was is said by the channel's name.
      await more
        .getByRole("button", { name: `${words.add} Beta News` })
        .click();
      await expect(page).toHaveURL(`${path}?ch=1,5`);
      await expectSaid(page, changed.added(["Beta News"]));
      // So is a remove.
      await page
        .getByRole("button", { name: `${words.remove} Beta News` })
        .click();
      await expect(page).toHaveURL(`${path}?ch=1`);
      await expectSaid(page, changed.removed(["Beta News"]));

      // Back to no choice, in the same load, for the field.
      await page
        .getByRole("button", { name: `${words.remove} Alpha Network` })
        .click();
      await expect(page).toHaveURL(path);
      await expect(answer(page)).toHaveCount(0);
      await expectSaid(page, changed.removed(["Alpha Network"]));

      // Typing "musica" offers "Música Urbana", and adding it answers with the add-on.
      await field(page).fill("musica");
      const list = page.getByRole("listbox", { name: words.matching });
      await expect(list.getByRole("option")).toHaveText(["Música Urbana"]);
      // The field's description keeps the instruction; the live line beside it counts.
      const hint = await field(page).getAttribute("aria-describedby");
      await expect(page.locator(`[id="${hint}"]`)).toContainText(words.howTo);
      const status = page.locator(`[id="${hint}"] + [role="status"]`);
      await expect(status).toHaveText(words.oneMatch);
      await field(page).press("Enter");
      await expect(page).toHaveURL(`${path}?ch=12`);
      await expect(chips(page)).toHaveText([`${words.remove} Música Urbana×`]);
      await expect(
        answer(page).getByText(`${titles.core} + ${titles.latino}`, {
          exact: true,
        }),
      ).toBeVisible();
      await expect(
        answer(page).getByText(`$43.49${perMonth}`).first(),
      ).toBeVisible();
      // An add through the search box is said the same way.
      await expectSaid(
        page,
        `${changed.added(["Música Urbana"])} ${cheapest(`${titles.core} + ${titles.latino}`, "$43.49")}`,
      );

      await field(page).fill("zz");
      await expect(status).toHaveText(words.notCarried("zz"));
    });

    test("a ?ch= link shows the cheapest packages with the monthly total and what each part brings, a mail to hear of sign-up with its address to copy and a button that copies the link; removing chips updates the answer and the link, without adding history", async ({
      page,
      context,
    }) => {
      await open(page, "?ch=1,8");
      const historyLength = await page.evaluate(() => history.length);
      await expect(
        page.getByRole("heading", { level: 1, name: words.heading }),
      ).toBeVisible();
      await expect(chips(page)).toHaveText([
        `${words.remove} Alpha Network×`,
        `${words.remove} Premium Two×`,
      ]);
      const option = `${titles.core} + ${titles.hbo}`;
      const result = answer(page);
      await expect(result.getByText(option, { exact: true })).toBeVisible();
      await expect(
        result.getByText(`$50.49${perMonth}`, { exact: true }).first(),
      ).toBeVisible();
      await expect(result).toContainText(words.perTvChannel("$16.83", 3));
      await expect(
        result.getByRole("heading", { name: words.partsTitle }),
      ).toBeVisible();
      await expect(
        result.getByRole("list").first().getByRole("listitem"),
      ).toHaveText([
        words.part.primary(titles.core, "34.50", 1, "Alpha Network"),
        words.part.addOn(titles.hbo, "15.99", "Premium Two"),
      ]);
      await expect(
        result.getByRole("list").last().getByRole("listitem"),
      ).toHaveText([
        words.other(`${titles.elite} + ${titles.hbo}`, "$75.98", "$25.49", 4),
        words.other(
          `${titles.ultimate} + ${titles.hbo}`,
          "$95.04",
          "$44.55",
          6,
        ),
      ]);
      // What a screen reader hears when the answer changes.
      const said = page
        .getByRole("status")
        .filter({ hasText: words.summaryStart });
      const summary = words.summary(option, `$50.49${perMonth}`);
      await expect(said).toHaveText(summary);
      // The other language's twin keeps the choice.
      await expect(
        page.getByRole("link", { name: otherLanguage.name }),
      ).toHaveAttribute(
        "href",
        `${pathIn(locale === "en" ? "es" : "en", "/plus/finder")}?ch=1,8`,
      );

      // The next step: a mail that names the answer, and the answer's link to copy.
      const next = page.getByRole("region", { name: words.next.region });
      const mail = new URL(
        (await next
          .getByRole("link", { name: words.next.notify })
          .getAttribute("href")) ?? "",
      );
      expect(mail.protocol).toBe("mailto:");
      expect(mail.pathname).toBe(site.mail.support);
      expect(mail.searchParams.get("subject")).toBe(words.next.subject(option));
      expect(mail.searchParams.get("body")).toBe(
        words.next.body(
          option,
          `$50.49${perMonth}`,
          words.next.channels,
          `${site.origin}${path}?ch=1,8`,
        ),
      );
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The mail's address, for a phone with no email app: copied by keyboard,
      // said in the polite region beside its button, and shown on the button.
      const { copyAddress } = words.next;
      await next
        .getByRole("button", {
          name: `${copyAddress.button} ${site.mail.support}`,
        })
        .focus();
      await page.keyboard.press("Enter");
      await expect(next.locator("[aria-live=polite]")).toHaveText(
        copyAddress.copied,
      );
      await expect(
        next.getByRole("button", {
          name: `${copyAddress.copied} ${site.mail.support}`,
        }),
      ).toBeFocused();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        site.mail.support,
      );
      // The answer's link: the last polite region of the step is its button's.
      const linkStatus = next.getByRole("status").last();
      await next.getByRole("button", { name: words.next.copy }).click();
      // The button's own region says what it did; the page's keeps the answer.
      await expect(linkStatus).toHaveText(words.next.copied);
      await expect(said).toHaveText(summary);
      await expect(
        next.getByRole("button", { name: words.next.copiedButton }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        page.url(),
      );
      // A clipboard that refuses: the region says to copy from the address bar.
      await page.evaluate(() => {
        navigator.clipboard.writeText = () =>
          Promise.reject(new Error("refused"));
      });
      await next.getByRole("button", { name: words.next.copiedButton }).click();
      await expect(linkStatus).toHaveText(words.next.copyFailed);

      await page
        .getByRole("button", { name: `${words.remove} Premium Two` })
        .click();
      await expect(page).toHaveURL(`${path}?ch=1`);
      await expect(
        answer(page).getByText(`$34.50${perMonth}`).first(),
      ).toBeVisible();
      // The channel removed, then the new answer.
      await expect(said).toHaveText(
        `${changed.removed(["Premium Two"])} ${cheapest(titles.core, "$34.50")}`,
      );
      await page
        .getByRole("button", { name: `${words.remove} Alpha Network` })
        .click();
      await expect(page).toHaveURL(path);
      await expect(answer(page)).toHaveCount(0);
      await expect(field(page)).toBeFocused();
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    });

    test("ids not in the lineup are left out with a notice", async ({
      page,
    }) => {
      const notice = page
        .getByRole("status")
        .filter({ hasText: words.ignoredStart });
      await open(page, "?ch=1,999");
      await expect(notice).toHaveText(words.ignored(1));
      await expect(chips(page)).toHaveText([`${words.remove} Alpha Network×`]);

      await open(page, "?ch=1,999,abc,<b>x</b>,1");
      await expect(notice).toHaveText(words.ignored(3));
      await expect(chips(page)).toHaveText([`${words.remove} Alpha Network×`]);
      await expect(
        answer(page).getByText(`$34.50${perMonth}`).first(),
      ).toBeVisible();
      await field(page).fill("beta");
      await expect(page.getByRole("listbox")).toBeVisible();
      await field(page).press("Enter");
      await expect(page).toHaveURL(`${path}?ch=1,5`);
      await expect(page.getByText(words.ignoredWords)).toHaveCount(0);
    });

    // One load, read at both widths.
    test("has no axe violations and no overflow at 375px and 1280px, list open and answer shown", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await open(page, "?ch=1,8,3,11,12&bill=90");
      await expect(answer(page)).toBeVisible();
      await field(page).fill("sports");
      await expect(page.getByRole("listbox")).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole("listbox")).toBeVisible();
        await expectNoAxeViolations(page, `${path} at ${width}px`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  });
}

const field = (page: Page) =>
  page.getByRole("combobox", { name: FINDER.en.field });
const answer = (page: Page) =>
  page.getByRole("region", { name: FINDER.en.answer });
const chips = (page: Page) =>
  page
    .getByRole("region", { name: FINDER.en.chips })
    .getByRole("button", { name: FINDER.en.removeChip });

async function add(page: Page, typed: string) {
  await field(page).fill(typed);
  await expect(page.getByRole("listbox")).toBeVisible();
  await field(page).press("Enter");
}

async function open(page: Page, query = "") {
  await page.goto(`/plus/finder${query}`);
  await waitForHydration(page);
  await expect(field(page)).toBeVisible();
}

const EN = FINDER.en;
const { titles: EN_TITLES } = WORDS.en;

test.describe("Channel Finder", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels", { body: LINEUP });
  });

  test("answers with the cheapest primary, its price per TV channel and the next two; adds the add-ons a channel needs and says what each part brings; a shared link shows the same answer", async ({
    page,
    context,
  }) => {
    await open(page);
    await expect(answer(page)).toHaveCount(0);
    await add(page, "alpha");
    await expect(page).toHaveURL(/\/plus\/finder\?ch=1$/);
    const result = answer(page);
    await expect(
      result.getByText(EN_TITLES.core, { exact: true }),
    ).toBeVisible();
    await expect(result.getByText("$34.50/mo").first()).toBeVisible();
    await expect(result).toContainText(EN.perTvChannel("$17.25", 2));
    await expect(
      result.getByRole("list").last().getByRole("listitem"),
    ).toHaveText([
      EN.other(EN_TITLES.elite, "$59.99", "$25.49", 3),
      EN.other(EN_TITLES.ultimate, "$79.05", "$44.55", 5),
    ]);

    await add(page, "premium two");
    await add(page, "gamma");
    await expect(chips(page)).toHaveText([
      `${EN.remove} Alpha Network×`,
      `${EN.remove} Premium Two×`,
      `${EN.remove} Gamma Sports×`,
    ]);
    await expect(
      result.getByText(
        `${EN_TITLES.core} + ${EN_TITLES.sportsFanatic} + ${EN_TITLES.hbo}`,
      ),
    ).toBeVisible();
    await expect(result.getByText("$62.49/mo", { exact: true })).toBeVisible();
    const parts = result.getByRole("list").first().getByRole("listitem");
    await expect(parts).toHaveText([
      EN.part.primary(EN_TITLES.core, "34.50", 1, "Alpha Network"),
      EN.part.addOn(EN_TITLES.sportsFanatic, "12.00", "Gamma Sports"),
      EN.part.addOn(EN_TITLES.hbo, "15.99", "Premium Two"),
    ]);
    await expect(result).toContainText(EN.perTvChannel("$12.50", 5));
    await expect(
      result.getByRole("list").last().getByRole("listitem"),
    ).toHaveText([
      EN.other(`${EN_TITLES.elite} + ${EN_TITLES.hbo}`, "$75.98", "$13.49", 4),
      EN.other(
        `${EN_TITLES.ultimate} + ${EN_TITLES.hbo}`,
        "$95.04",
        "$32.55",
        6,
      ),
    ]);
    await expect(page).toHaveURL(/\?ch=1,8,3$/);

    const shared = page.url();
    const before = await answer(page).innerText();

    const other = await context.newPage();
    await serveData(other, "packages");
    await serveData(other, "channels", { body: LINEUP });
    await other.goto(shared);
    await waitForHydration(other);
    await expect(answer(other)).toBeVisible();
    expect(await answer(other).innerText()).toBe(before);
    await expect(chips(other)).toHaveCount(3);
  });

  test("says plainly when no package carries a channel; forgives a typo and reads & as and", async ({
    page,
  }) => {
    await open(page);
    await add(page, "mini only");
    await expect(answer(page)).toContainText(
      enAnswer.answer.uncarried("Mini Only", 1, false),
    );
    await expect(answer(page)).toContainText(enAnswer.answer.noPrice);
    await add(page, "canal dos");
    await expect(answer(page)).toContainText(
      enAnswer.answer.uncarried("Mini Only", 1, true),
    );
    await expect(answer(page).getByText("$43.49/mo")).toBeVisible();

    // The same load: the field forgives a typo and reads & as and.
    await add(page, "Gama Sports");
    await add(page, "fish and chips");
    await expect(chips(page)).toHaveText([
      `${EN.remove} Mini Only×`,
      `${EN.remove} Canal Dos×`,
      `${EN.remove} Gamma Sports×`,
      `${EN.remove} Fish & Chips <TV>×`,
    ]);
    await field(page).fill("zz");
    await expect(page.getByText("“zz” isn’t in our lineup.")).toBeVisible();
    await expect(field(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("channels chosen while the answer's code is still on its way all stay chosen", async ({
    page,
  }) => {
    // The answer's file is held back until both channels are chosen, as on
    // a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/assets\/finder-answer-part-[\w-]+\.js$/,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await open(page);
    await add(page, "alpha");
    await add(page, "premium two");
    await expect(chips(page)).toHaveText([
      `${EN.remove} Alpha Network×`,
      `${EN.remove} Premium Two×`,
    ]);
    release();
    await expect(answer(page).getByText("$50.49/mo")).toBeVisible();
    await expect(page).toHaveURL(/\?ch=1,8$/);
  });

  test("keyboard only: find the field, add channels, remove one", async ({
    page,
  }) => {
    await open(page);
    await page.locator("body").focus();
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press("Tab");
      if (
        await field(page).evaluate((input) => input === document.activeElement)
      )
        break;
    }
    await expect(field(page)).toBeFocused();

    await page.keyboard.type("alpha");
    await page.keyboard.press("Enter");
    await page.keyboard.type("premium");
    await expect(page.getByRole("option")).toHaveText([
      "Premium One",
      "Premium Two",
    ]);
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("option", { name: "Premium Two" }),
    ).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await page.keyboard.type("canal");
    await page.keyboard.press("Escape");
    await expect(field(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(field(page)).toHaveValue("");
    await expect(answer(page).getByText("$50.49/mo")).toBeVisible();

    // Tab past the hint to the chips; Enter removes the focused one.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Remove Alpha Network" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("button", { name: "Remove Premium Two" }),
    ).toBeFocused();
    await expect(chips(page)).toHaveText([`${EN.remove} Premium Two×`]);
    await expect(answer(page).getByText("$50.49/mo")).toBeVisible();
    await expect(page).toHaveURL(/\?ch=8$/);
  });
});
