import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { GENRES, type GenreKey } from "../app/config/genres";
import { site } from "../app/config/site";
import { type Channel, channelsFileSchema } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { localStations } from "../app/lineup/local-stations";
import { splitMusic } from "../app/lineup/music-split";
import {
  TYPO_MIN_LENGTH,
  closeSpellings,
  createNameIndex,
  nameKey,
} from "../app/lineup/name-match";
import { topicsFileSchema } from "../app/lineup/topics-schema";
import { genreNames as enGenreNames } from "../app/messages/en/genre-names";
import { genreNames as esGenreNames } from "../app/messages/es/genre-names";
import { CATALOGUES } from "./support/catalogues";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { LOCALES, pathIn } from "./support/words";

// On the shipped lineup and topics: a name the lineup lacks is said so,
// offering only close spellings and never a music channel, and a city or
// call sign is answered with the local networks; a channel is
// found by its other name and by a word of its name; a kind of channel or a topic (sports,
// local, "local news", "Liga MX", "kids channels") is answered with every
// channel of that kind. Expectations are read from the shipped files.

const names = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list })
    .locator(":scope > li")
    .evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.textContent ?? ""),
    );

/** A name the lineup does not carry, in either language: said so, with no music channel offered. */
const NOT_CARRIED = {
  en: (typed: string) => `“${typed}” isn’t in our lineup.`,
  es: (typed: string) => `“${typed}” no está en nuestra lista de canales.`,
};

// A name not carried is checked on each screen in the load that reads its other searches.

/** Every name shown as a suggestion is a close spelling, never a music channel. */
function expectNoMusic(shown: readonly string[]) {
  const music = new Set(namesOf("music"));
  expect(shown.filter((name) => music.has(name))).toEqual([]);
  expect(shown.length).toBeLessThanOrEqual(3);
}

/** The channels file as shipped in the same build as the pages under test. */
const channelsFile = v.parse(
  channelsFileSchema,
  JSON.parse(
    readFileSync(
      new URL("../build/client/json/channels/channels.json", import.meta.url),
      "utf8",
    ),
  ),
);
const lineup = channelsFile.channels;
const namesOf = (genre: GenreKey) =>
  lineup
    .filter((channel) => channel.genres?.includes(genre))
    .map((channel) => channel.channelName);
const SPORTS = namesOf("sports");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The search topics shipped in the same build. */
const topics = v.parse(
  topicsFileSchema,
  JSON.parse(
    readFileSync(
      new URL("../build/client/json/topics/topics.json", import.meta.url),
      "utf8",
    ),
  ),
).topics;
/** The topic a word belongs to, with the channels that answer it. */
function topicOf(word: string) {
  const topic = topics.find((entry) => entry.words.includes(word));
  if (!topic) throw new Error(`no shipped topic has the word "${word}"`);
  const channels = lineup
    .filter((channel) =>
      topic.genres.every((genre) => channel.genres?.includes(genre)),
    )
    .map((channel) => channel.channelName);
  return { topic, channels };
}
const LOCAL = namesOf("local");
/** The last 50 channels of the lineup are its music channels. */
const MUSIC = 50;
const TV = lineup.length - MUSIC;
/** Channels shows Ultimate first: its channels, music last. */
const ULTIMATE = lineup.filter((channel) => channel.binary & 8).length;

/** A channel's name and other names, as the search reads their letters. */
const keysOf = (channel: Channel) =>
  [channel.channelName, ...(channel.aliases ?? [])].map(
    (name) => nameKey(name).text,
  );
/** Whether a channel other than `channel` has a name or other name holding `typed`'s letters. */
const heldElsewhere = (typed: string, channel?: Channel) =>
  lineup.some(
    (other) =>
      other !== channel &&
      keysOf(other).some((key) => key.includes(nameKey(typed).text)),
  );
/** The words of `text` as the search reads them: "Fish & Chips" → fish, and, chips. */
const wordsOf = (text: string) => {
  const { text: letters, starts } = nameKey(text);
  return starts.map((start, index) => letters.slice(start, starts[index + 1]));
};
/** Words that may ask for a kind: each genre's key and the words of its names, and the shipped topics' words. */
const KIND_WORDS = new Set(
  [
    ...GENRES,
    ...Object.values(enGenreNames),
    ...Object.values(esGenreNames),
    ...topics.flatMap((topic) => topic.words),
  ].flatMap(wordsOf),
);
/** Whether `typed` may ask for a kind of channel or a topic: all its words are such words. */
const asksForKind = (typed: string) =>
  wordsOf(typed).every((word) => KIND_WORDS.has(word));
const tvChannels = splitMusic(lineup).tv;

/** The channel found by its other name, in any case, and by a word of its name, alone. */
const OTHER_NAMES = (() => {
  // The first TV channel with an other name holding a capital, and a word of its name (not that other name, nor a kind), that no other channel's name or other name holds.
  for (const channel of tvChannels) {
    const words = channel.channelName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length < 2) continue;
    for (const alias of channel.aliases ?? []) {
      if (alias === alias.toLowerCase() || heldElsewhere(alias, channel)) {
        continue;
      }
      const word = words.find(
        (candidate) =>
          nameKey(candidate).text !== nameKey(alias).text &&
          !heldElsewhere(candidate, channel) &&
          !asksForKind(candidate),
      );
      if (word !== undefined) {
        return {
          name: channel.channelName,
          searches: [alias, alias.toLowerCase(), word],
        };
      }
    }
  }
  throw new Error("no TV channel has an other name and a word its own");
})();

/** A one-letter typo of a channel's name, and that name, offered for it. */
const TYPO = (() => {
  // The first TV channel whose name, less the letter nearest its middle that has a letter on each side, is held by no name or other name.
  const letter = (text: string, at: number) => /\p{L}/u.test(text[at] ?? "");
  for (const { channelName: name } of tvChannels) {
    const middle = (name.length - 1) / 2;
    const [at] = Array.from({ length: name.length }, (_, index) => index)
      .filter(
        (index) =>
          letter(name, index - 1) &&
          letter(name, index) &&
          letter(name, index + 1),
      )
      .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
    if (at === undefined) continue;
    const typed = name.slice(0, at) + name.slice(at + 1);
    if (
      nameKey(typed).text.length >= TYPO_MIN_LENGTH &&
      !heldElsewhere(typed) &&
      !asksForKind(typed)
    ) {
      return { typed, name };
    }
  }
  throw new Error("no TV channel's name gives a one-letter typo");
})();

/** A name the lineup does not carry. */
const NOT_CARRIED_NAME = (() => {
  // The first of these regional sports networks that no channel's name or other name holds, and that asks for no kind.
  const typed = ["MASN", "NESN", "MSG Network"].find(
    (name) => !heldElsewhere(name) && !asksForKind(name),
  );
  if (typed === undefined) throw new Error("the lineup carries every name");
  return typed;
})();

/** A city or a station's call sign that the search finds nothing for, nor anything close. */
const PLACE = (() => {
  // Close spellings by every name and word, music's too: stricter than the search.
  const index = createNameIndex(lineup, (channel) => [
    channel.channelName,
    ...(channel.aliases ?? []),
  ]);
  const typed = ["Columbus", "WBNS", "10TV"].find(
    (query) =>
      !heldElsewhere(query) &&
      !asksForKind(query) &&
      closeSpellings(index, query).length === 0,
  );
  if (typed === undefined) throw new Error("the lineup answers every place");
  return typed;
})();

/** What a search for a place says: not in our lineup, then the local networks and, when set, how stations are chosen. */
function placeLine(locale: Locale) {
  const { status } = CATALOGUES[locale].channels.search;
  const local = localStations(channelsFile, site.facts);
  return [
    status.notCarried(PLACE),
    ...(local === null
      ? []
      : [status.localNetworks(local.networks), local.howChosen?.[locale]]),
  ]
    .filter((part) => part !== undefined)
    .join(" ");
}

/** The search words of the pages in `locale`, from their catalogues. */
function searchWords(locale: Locale) {
  const { channels, finder, compare } = CATALOGUES[locale];
  const { search } = channels;
  const { genres, kind } = search.status;
  return {
    channelsField: search.label,
    found: search.found,
    suggested: search.suggested,
    showAll: search.showAll,
    kidsList: genres.kids,
    boxes: (tv: number, music: number) => [
      `${channels.tvChannels} (${tv})`,
      `${channels.musicChannels} (${music})`,
    ],
    finderField: finder.search.label,
    matching: finder.search.matching,
    lineup: finder.popular.text,
    compareField: compare.filter,
    table: compare.tableTitle,
    all: compare.all,
    showing: (tv: number, music: number) =>
      compare.showing({ tv, music }, { tv: TV, music: MUSIC }),
    oneMatch: search.status.matches(1),
    /** What a visitor types for sports in the page's language, then the other words that ask for a kind. */
    sports: locale === "en" ? "sports" : "deportes",
    sportsList: genres.sports,
    localList: genres.local,
    genreLine: kind,
  };
}

/** The search words of each language's pages. */
const SEARCH = { en: searchWords("en"), es: searchWords("es") };

for (const locale of LOCALES) {
  const words = SEARCH[locale];
  /** The kinds asked for: the page's word for sports, and local. */
  const kinds = [
    { typed: words.sports, list: words.sportsList, names: SPORTS },
    { typed: "local", list: words.localList, names: LOCAL },
  ];
  /** Topics asked for in either language; the heading is the page's. */
  const topicSearches = ["local news", "noticias locales", "Liga MX"].map(
    (typed) => {
      const { topic, channels } = topicOf(typed);
      return { typed, heading: topic.heading[locale], names: channels };
    },
  );
  const sorted = (list: readonly string[]) => [...list].sort();
  const notCarried = NOT_CARRIED[locale];
  const place = placeLine(locale);

  test.describe(`search by other names and kinds, on the shipped lineup (${locale})`, () => {
    test("Channels: TV and music counted apart; a channel's other name, in any case, and a word of its name find it alone; a kind answers with its list; a name not carried is not in our lineup, with no music channel offered, and a city names the local networks; a typo is offered its name", async ({
      page,
    }) => {
      await page.goto(pathIn(locale, "/plus/channels"));
      await waitForPageReady(page);
      const [tvBox, musicBox] = words.boxes(ULTIMATE - MUSIC, MUSIC);
      await expect(page.getByRole("region", { name: tvBox })).toBeVisible();
      await expect(page.getByRole("region", { name: musicBox })).toBeVisible();

      const field = page.getByLabel(words.channelsField);
      const status = page.locator(
        `[id="${await field.getAttribute("aria-describedby")}"]`,
      );
      for (const typed of OTHER_NAMES.searches) {
        await field.fill(typed);
        await expect(status).toHaveText(words.oneMatch);
        expect(await names(page, words.found), typed).toEqual([
          OTHER_NAMES.name,
        ]);
      }
      // The list shows the first 20 of a kind, and "Show all" the rest.
      for (const { typed, list, names: kind } of kinds) {
        await field.fill(typed);
        await expect(status).toHaveText(words.genreLine(list, kind.length, 20));
        if (kind.length > 20) {
          expect(await names(page, list)).toHaveLength(20);
          await page
            .getByRole("button", { name: words.showAll(kind.length) })
            .click();
          await expect(status).toHaveText(`${list} (${kind.length})`);
        }
        expect(sorted(await names(page, list)), typed).toEqual(sorted(kind));
      }
      for (const { typed, heading, names: kind } of topicSearches) {
        await field.fill(typed);
        await expect(status).toHaveText(`${heading} (${kind.length})`);
        expect(sorted(await names(page, heading)), typed).toEqual(sorted(kind));
      }

      // A name not carried is not in our lineup, with no music channel offered.
      await field.fill(NOT_CARRIED_NAME);
      await expect(status).toHaveText(
        new RegExp(`^${escape(notCarried(NOT_CARRIED_NAME))}`),
      );
      await expect(page.getByRole("list", { name: words.found })).toHaveCount(
        0,
      );
      expectNoMusic(await names(page, words.suggested));
      // A city or call sign is answered with the local networks.
      await field.fill(PLACE);
      await expect(status).toHaveText(place);
      await field.fill(TYPO.typed);
      expect(await names(page, words.suggested)).toContain(TYPO.name);
    });

    test("Channel Finder: TV and music counted apart; a channel's other name, in any case, and a word of its name find it alone; a kind answers with its list; a name not carried is not in our lineup, with no music channel offered, and a city names the local networks", async ({
      page,
    }) => {
      await page.goto(pathIn(locale, "/plus/finder"));
      await waitForPageReady(page);
      await expect(page.getByRole("main")).toContainText(
        words.lineup(TV, MUSIC),
      );
      const field = page.getByRole("combobox", { name: words.finderField });
      const status = page.locator(
        `[id="${await field.getAttribute("aria-describedby")}"] + [role="status"]`,
      );
      const options = (list: string) =>
        page.getByRole("listbox", { name: list }).getByRole("option");
      for (const typed of OTHER_NAMES.searches) {
        await field.fill(typed);
        await expect(status).toHaveText(words.oneMatch);
        await expect(options(words.matching)).toHaveText([OTHER_NAMES.name]);
      }
      // A kind's list holds every channel of the kind.
      for (const { typed, list, names: kind } of [
        ...kinds,
        ...topicSearches.map(({ typed, heading, names: kind }) => ({
          typed,
          list: heading,
          names: kind,
        })),
      ]) {
        await field.fill(typed);
        await expect(status).toHaveText(`${list} (${kind.length})`);
        expect(sorted(await options(list).allTextContents()), typed).toEqual(
          sorted(kind),
        );
      }
      // "fútbol": every sports channel, the Spanish-language ones first.
      const { topic, channels: sports } = topicOf("fútbol");
      const first = sports.filter((name) =>
        (topic.first ?? []).every((genre) => namesOf(genre).includes(name)),
      );
      await field.fill("fútbol");
      const listed = await options(
        `${topic.heading[locale]}`,
      ).allTextContents();
      expect(sorted(listed)).toEqual(sorted(sports));
      expect(sorted(listed.slice(0, first.length))).toEqual(sorted(first));

      // A name not carried is not in our lineup, with no music channel offered.
      await field.fill(NOT_CARRIED_NAME);
      await expect(status).toHaveText(
        new RegExp(`^${escape(notCarried(NOT_CARRIED_NAME))}`),
      );
      expectNoMusic(await options(words.suggested).allTextContents());
      await field.fill(PLACE);
      await expect(status).toHaveText(place);
    });

    test("Compare: all channels counted TV and music apart; a channel's other name, in any case, and a word of its name keep its row alone; a kind keeps its channels; a name not carried is not in our lineup, with no music channel offered, and a city names the local networks", async ({
      page,
    }) => {
      test.slow();
      await page.goto(pathIn(locale, "/plus/compare"));
      await waitForPageReady(page);
      const rows = page
        .getByRole("table", { name: words.table })
        .getByRole("rowheader");
      const count = page.getByText(words.all(TV, MUSIC), { exact: true });
      await expect(count).toBeVisible();
      await expect(count).toHaveAttribute("aria-live", "polite");

      const field = page.getByLabel(words.compareField);
      for (const typed of OTHER_NAMES.searches) {
        await field.fill(typed);
        await expect(rows).toHaveText([OTHER_NAMES.name]);
        await expect(
          page.getByText(words.showing(1, 0), { exact: true }),
        ).toBeVisible();
      }
      const KIDS = namesOf("kids");
      for (const { typed, list, names: kind } of [
        ...kinds,
        { typed: "kids channels", list: words.kidsList, names: KIDS },
      ]) {
        await field.fill(typed);
        await expect(rows).toHaveText(kind);
        await expect(
          page.getByText(`${list} (${kind.length})`, { exact: true }),
        ).toBeVisible();
        await expect(
          page.getByText(words.showing(kind.length, 0), { exact: true }),
        ).toBeVisible();
      }

      // A name not carried is not in our lineup, with no music channel offered.
      await field.fill(NOT_CARRIED_NAME);
      await expect(
        page.getByText(new RegExp(`^${escape(notCarried(NOT_CARRIED_NAME))}`)),
      ).toBeVisible();
      expectNoMusic(await rows.allTextContents());
      await field.fill(PLACE);
      await expect(page.getByText(place, { exact: true })).toBeVisible();
    });
  });
}
