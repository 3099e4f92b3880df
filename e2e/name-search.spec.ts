import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import type { GenreKey } from "../app/config/genres";
import { channelsFileSchema } from "../app/data/schemas";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { LOCALES, pathIn } from "./support/words";

// On the shipped lineup: close names are offered as suggestions, never
// counted as matches; a channel is found by its other names (TCM), and a
// kind of channel (sports, fútbol, local) is answered with that kind's list.
// Each screen is loaded once and searched several times.

const names = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list })
    .locator(":scope > li")
    .evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.textContent ?? ""),
    );

test('Channels, on the shipped lineup: "MASN" matches nothing and only suggests, "Hallmrk" suggests Hallmark, "hallmark" has three matches', async ({
  page,
}) => {
  await page.goto("/plus/channels");
  await waitForPageReady(page);
  const field = page.getByLabel("Which packages have…?");

  await field.fill("MASN");
  await expect(
    page.getByText(/^No channel called "MASN"\. Did you mean: .*MSNBC.*\?$/),
  ).toBeVisible();
  await expect(page.getByText(/channels? match/)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Channels found" })).toHaveCount(
    0,
  );
  expect(await names(page, "Suggested channels")).toContain("MSNBC");

  await field.fill("Hallmrk");
  await expect(
    page.getByText(/^No channel called "Hallmrk"\. Did you mean: Hallmark/),
  ).toBeVisible();
  expect(await names(page, "Suggested channels")).toContain("Hallmark Channel");

  await field.fill("hallmark");
  await expect(page.getByText("3 channels match.")).toBeVisible();
  expect(await names(page, "Channels found")).toEqual([
    "Hallmark Channel",
    "Hallmark Family",
    "Hallmark Movies & Mysteries",
  ]);
});

test('Channel Finder, on the shipped lineup: "MASN" matches nothing and lists suggestions as such, "Hallmrk" suggests Hallmark, "hallmark" has three matches', async ({
  page,
}) => {
  await page.goto("/plus/finder");
  await waitForPageReady(page);
  const field = page.getByRole("combobox", { name: "Add a channel" });
  // The live line under the field, beside the instruction the field names as its description.
  const hint = page.locator(
    `[id="${await field.getAttribute("aria-describedby")}"] + [role="status"]`,
  );
  const options = (list: string) =>
    page.getByRole("listbox", { name: list }).getByRole("option");

  await field.fill("MASN");
  await expect(hint).toHaveText(
    /^No channel called "MASN"\. Did you mean: .*MSNBC.*\? Pick one from the list\.$/,
  );
  await expect(options("Suggested channels")).toContainText(["MSNBC"]);
  await expect(
    page.getByRole("listbox", { name: "Matching channels" }),
  ).toHaveCount(0);

  await field.fill("Hallmrk");
  await expect(hint).toHaveText(
    /^No channel called "Hallmrk"\. Did you mean: Hallmark/,
  );
  await expect(options("Suggested channels").first()).toHaveText(/^Hallmark/);

  await field.fill("hallmark");
  await expect(hint).toHaveText("3 channels match.");
  await expect(options("Matching channels")).toHaveText([
    "Hallmark Channel",
    "Hallmark Family",
    "Hallmark Movies & Mysteries",
  ]);
});

/** The lineup as shipped in the same build as the pages under test. */
const lineup = v.parse(
  channelsFileSchema,
  JSON.parse(
    readFileSync(
      new URL("../build/client/json/channels/channels.json", import.meta.url),
      "utf8",
    ),
  ),
).channels;
const namesOf = (genre: GenreKey) =>
  lineup
    .filter((channel) => channel.genres?.includes(genre))
    .map((channel) => channel.channelName);
const SPORTS = namesOf("sports");
const LOCAL = namesOf("local");
/** The last 50 channels of the lineup are its music channels. */
const MUSIC = 50;
const TV = lineup.length - MUSIC;
/** Channels shows Ultimate first: its channels, music last. */
const ULTIMATE = lineup.filter((channel) => channel.binary & 8).length;
/** Searches that name Turner Classic Movies: its other name, in any case, and a word of its name. */
const TURNER = ["TCM", "tcm", "Turner"];

/** The search words of each language's pages. */
const SEARCH = {
  en: {
    channelsField: "Which packages have…?",
    found: "Channels found",
    boxes: (tv: number, music: number) => [
      `TV Channels (${tv})`,
      `Music Channels (${music})`,
    ],
    finderField: "Add a channel",
    matching: "Matching channels",
    lineup: (tv: number, music: number) =>
      `any of our ${tv} TV channels and ${music} music channels`,
    compareField: "Find a channel, or a kind like sports",
    table: "Channels by package",
    all: (tv: number, music: number) =>
      `All ${tv} TV channels and ${music} music channels.`,
    showing: (tv: number, music: number) =>
      `Showing ${tv} of ${TV} TV channels and ${music} of ${MUSIC} music channels.`,
    oneMatch: "1 channel matches.",
    /** The page's word for sports, then the other words that ask for a kind. */
    sports: "sports",
    sportsList: "Sports channels",
    localList: "Local network channels",
    genreLine: (list: string, count: number, limit: number) =>
      count > limit
        ? `${list} (${count}); here are the first ${limit}.`
        : `${list} (${count})`,
  },
  es: {
    channelsField: "¿Qué paquetes tienen…?",
    found: "Canales encontrados",
    boxes: (tv: number, music: number) => [
      `Canales de TV (${tv})`,
      `Canales de música (${music})`,
    ],
    finderField: "Agrega un canal",
    matching: "Canales que coinciden",
    lineup: (tv: number, music: number) =>
      `entre nuestros ${tv} canales de TV y ${music} de música`,
    compareField: "Busca un canal, o un tipo como deportes",
    table: "Canales por paquete",
    all: (tv: number, music: number) =>
      `Todos los canales: ${tv} canales de TV y ${music} de música.`,
    showing: (tv: number, music: number) =>
      `Se muestran ${tv} de ${TV} canales de TV y ${music} de ${MUSIC} canales de música.`,
    oneMatch: "1 canal coincide.",
    sports: "deportes",
    sportsList: "Canales de deportes",
    localList: "Canales de las cadenas locales",
    genreLine: (list: string, count: number, limit: number) =>
      count > limit
        ? `${list} (${count}); aquí tienes los primeros ${limit}.`
        : `${list} (${count})`,
  },
};

for (const locale of LOCALES) {
  const words = SEARCH[locale];
  /** The kinds asked for: the page's word for sports, the Spanish word a fan types, and local. */
  const kinds = [
    { typed: words.sports, list: words.sportsList, names: SPORTS },
    { typed: "fútbol", list: words.sportsList, names: SPORTS },
    { typed: "local", list: words.localList, names: LOCAL },
  ];

  test.describe(`search by other names and kinds, on the shipped lineup (${locale})`, () => {
    test("Channels: TV and music counted apart; TCM, tcm and Turner find Turner Classic Movies; a kind answers with its list", async ({
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
      for (const typed of TURNER) {
        await field.fill(typed);
        await expect(status).toHaveText(words.oneMatch);
        expect(await names(page, words.found), typed).toEqual([
          "Turner Classic Movies",
        ]);
      }
      // The list shows the first 20 of a kind.
      for (const { typed, list, names: kind } of kinds) {
        await field.fill(typed);
        await expect(status).toHaveText(words.genreLine(list, kind.length, 20));
        expect(await names(page, list), typed).toEqual(kind.slice(0, 20));
      }
    });

    test("Channel Finder: TV and music counted apart; TCM, tcm and Turner find Turner Classic Movies; a kind answers with its list", async ({
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
      for (const typed of TURNER) {
        await field.fill(typed);
        await expect(status).toHaveText(words.oneMatch);
        await expect(options(words.matching)).toHaveText([
          "Turner Classic Movies",
        ]);
      }
      // The list holds up to 50.
      for (const { typed, list, names: kind } of kinds) {
        await field.fill(typed);
        await expect(status).toHaveText(words.genreLine(list, kind.length, 50));
        await expect(options(list)).toHaveText(kind.slice(0, 50));
      }
    });

    test("Compare: all channels counted TV and music apart; TCM, tcm and Turner keep Turner Classic Movies; a kind keeps its channels", async ({
      page,
    }) => {
      await page.goto(pathIn(locale, "/plus/compare"));
      await waitForPageReady(page);
      const rows = page
        .getByRole("table", { name: words.table })
        .getByRole("rowheader");
      const count = page.getByText(words.all(TV, MUSIC), { exact: true });
      await expect(count).toBeVisible();
      await expect(count).toHaveAttribute("aria-live", "polite");

      const field = page.getByLabel(words.compareField);
      for (const typed of TURNER) {
        await field.fill(typed);
        await expect(rows).toHaveText(["Turner Classic Movies"]);
        await expect(
          page.getByText(words.showing(1, 0), { exact: true }),
        ).toBeVisible();
      }
      for (const { typed, names: kind } of kinds) {
        await field.fill(typed);
        await expect(rows).toHaveText(kind);
        await expect(
          page.getByText(words.showing(kind.length, 0), { exact: true }),
        ).toBeVisible();
      }
    });
  });
}
