import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";
import { finderAnswer as en } from "~/messages/en/finder-answer";
import { finderAnswer as es } from "~/messages/es/finder-answer";

import type { FinderOption, PackageOffer } from "./finder-answer";
import {
  answerSummary,
  channelList,
  monthly,
  optionChannels,
  otherOptionLine,
  perTvChannel,
} from "./finder-wording";

const option = (
  tvCount: number,
  musicCount: number,
  centsPerTvChannel: number,
  more: Partial<FinderOption> = {},
): FinderOption => ({
  parts: [],
  cents: 0,
  tvCount,
  musicCount,
  centsPerTvChannel,
  leftOut: [],
  ...more,
});

const offer = (title: string, cents: number): PackageOffer => ({
  key: "core",
  title,
  bit: 1,
  cents,
  primary: true,
});

const channel = (id: number, channelName: string): Channel => ({
  id,
  channelName,
  binary: 1,
});

describe("perTvChannel", () => {
  it.each([
    [
      en,
      option(61, 50, 66),
      "About $0.66 per TV channel a month, across its 61 TV channels (its 50 music channels not counted).",
    ],
    [
      en,
      option(1, 0, 999),
      "About $9.99 per TV channel a month, across its 1 TV channel.",
    ],
    [
      es,
      option(61, 50, 66),
      "Sale a unos $0.66 al mes por cada uno de sus 61 canales de TV (sin contar sus 50 canales de música).",
    ],
    [
      es,
      option(1, 0, 999),
      "Sale a unos $9.99 al mes por su único canal de TV.",
    ],
    [
      es,
      option(2, 1, 1725),
      "Sale a unos $17.25 al mes por cada uno de sus 2 canales de TV (sin contar su canal de música).",
    ],
  ])("prices TV channels only: %#", (t, shown, line) => {
    expect(perTvChannel(t.answer, shown)).toBe(line);
  });
});

describe("optionChannels", () => {
  it.each([
    [en, 127, 50, "127 TV channels and 50 music channels"],
    [en, 3, 0, "3 TV channels"],
    [en, 1, 0, "1 TV channel"],
    [es, 127, 50, "127 canales de TV y 50 canales de música"],
    [es, 3, 0, "3 canales de TV"],
    [es, 1, 0, "1 canal de TV"],
  ])("counts TV and music apart: %#", (t, tv, music, line) => {
    expect(optionChannels(t.answer, option(tv, music, 0))).toBe(line);
  });
});

describe("monthly", () => {
  it("writes money the same way in both languages, with each one's month", () => {
    expect(monthly(en.answer, 5049)).toBe("$50.49/mo");
    expect(monthly(es.answer, 5049)).toBe("$50.49/mes");
    expect(monthly(es.answer, 7)).toBe("$0.07/mes");
  });
});

describe("channelList", () => {
  const names = [channel(1, "ESPN"), channel(2, "CNN"), channel(3, "HBO")];
  it("joins names with the language's and", () => {
    expect(channelList(en.answer, names)).toBe("ESPN, CNN and HBO");
    expect(channelList(es.answer, names)).toBe("ESPN, CNN y HBO");
    expect(channelList(es.answer, names.slice(0, 1))).toBe("ESPN");
  });
});

describe("otherOptionLine", () => {
  const best = option(2, 0, 0, { cents: 3450 });
  it.each([
    [
      en,
      option(3, 0, 0, { cents: 5999 }),
      "$59.99/mo, $25.49 more, 3 TV channels.",
    ],
    [
      es,
      option(3, 0, 0, { cents: 5999 }),
      "$59.99/mes, $25.49 más, 3 canales de TV.",
    ],
    [
      en,
      option(1, 50, 0, { cents: 3450, leftOut: [channel(9, "Canal Dos")] }),
      "$34.50/mo, the same price, 1 TV channel and 50 music channels; leaves out Canal Dos.",
    ],
    [
      es,
      option(1, 50, 0, { cents: 3450, leftOut: [channel(9, "Canal Dos")] }),
      "$34.50/mes, el mismo precio, 1 canal de TV y 50 canales de música; deja fuera Canal Dos.",
    ],
  ])("sets an option against the cheapest: %#", (t, shown, line) => {
    expect(otherOptionLine(t.answer, best, shown)).toBe(line);
  });
});

describe("answerSummary", () => {
  const cheapest = option(2, 0, 0, {
    cents: 5049,
    parts: [
      { offer: offer("Core", 3450), brings: [] },
      { offer: offer("HBO", 1599), brings: [] },
    ],
  });
  it("names the cheapest option and its price, or says there is none", () => {
    expect(answerSummary(en.answer, cheapest)).toBe(
      "Cheapest: Core + HBO, $50.49/mo.",
    );
    expect(answerSummary(es.answer, cheapest)).toBe(
      "Opción más económica: Core + HBO, $50.49/mes.",
    );
    expect(answerSummary(es.answer, null)).toBe(
      "Ningún paquete incluye los canales que elegiste.",
    );
  });
});
