import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";

import { packageEntry } from "../../../test/support/package-entry";

import {
  type FinderOption,
  findCheapest,
  packageOffers,
} from "./finder-answer";

const PACKAGES = [
  packageEntry(1, "core", "34.50"),
  packageEntry(2, "essentials", "44.00", false),
  packageEntry(3, "elite", "59.99"),
  packageEntry(4, "ultimate", "79.05"),
  packageEntry(5, "sportsFanatic", "12.00"),
  packageEntry(6, "miniSports", "6.00", false),
  packageEntry(7, "latino", "8.99"),
  packageEntry(8, "starz", "9.99"),
  packageEntry(9, "showtime", "10.99"),
  packageEntry(10, "hbo", "15.99"),
];

const channel = (id: number, channelName: string, binary: number): Channel => ({
  id,
  channelName,
  binary,
});
const alpha = channel(1, "Alpha Network", 15);
const gamma = channel(3, "Gamma Sports", 4 + 8 + 16);
const beta = channel(5, "Beta News", 3);
const premium = channel(8, "Premium Two", 512);
const canal = channel(10, "Canal Dos", 64);
const miniOnly = channel(11, "Mini Only", 32);
const LINEUP = [alpha, gamma, beta, premium, canal, miniOnly];

const titles = (option: FinderOption | null) =>
  option?.parts.map((part) => part.offer.key).join(" + ");

describe("packageOffers", () => {
  it("prices the active packages in cents, primaries first", () => {
    const { primaries, addOns } = packageOffers(PACKAGES, "en");
    expect(
      primaries.map((offer) => [offer.key, offer.bit, offer.cents]),
    ).toEqual([
      ["core", 1, 3450],
      ["elite", 4, 5999],
      ["ultimate", 8, 7905],
    ]);
    expect(addOns.map((offer) => offer.key)).toEqual([
      "sportsFanatic",
      "latino",
      "starz",
      "showtime",
      "hbo",
    ]);
  });

  it("titles the packages in the page's language, in English where Spanish is missing", () => {
    const entries = PACKAGES.map((entry) =>
      entry.name === "core"
        ? { ...entry, title: "Core", es: { title: "Core en español" } }
        : entry,
    );
    const title = (locale: "en" | "es") =>
      packageOffers(entries, locale).primaries.map((offer) => offer.title);
    expect(title("en")).toEqual(["Core", "ELITE", "ULTIMATE"]);
    expect(title("es")).toEqual(["Core en español", "ELITE", "ULTIMATE"]);
  });
});

describe("findCheapest", () => {
  it("answers with the cheapest primary, the channel count and the price per TV channel", () => {
    const { best, alternatives, uncarried } = findCheapest(
      PACKAGES,
      LINEUP,
      [alpha],
      "en",
    );
    expect(titles(best)).toBe("core");
    expect(best?.cents).toBe(3450);
    expect(best?.tvCount).toBe(2);
    expect(best?.musicCount).toBe(0);
    expect(best?.centsPerTvChannel).toBe(1725);
    expect(best?.parts[0]?.brings).toEqual([alpha]);
    expect(alternatives.map(titles)).toEqual(["elite", "ultimate"]);
    expect(alternatives.map((option) => option.cents)).toEqual([5999, 7905]);
    expect(uncarried).toEqual([]);
  });

  it("adds the add-on a channel needs and says what each part brings", () => {
    const { best } = findCheapest(
      PACKAGES,
      LINEUP,
      [alpha, premium, gamma],
      "en",
    );
    expect(titles(best)).toBe("core + sportsFanatic + hbo");
    expect(best?.cents).toBe(3450 + 1200 + 1599);
    expect(best?.parts.map((part) => part.brings)).toEqual([
      [alpha],
      [gamma],
      [premium],
    ]);
    expect(best?.tvCount).toBe(4);
    expect(best?.centsPerTvChannel).toBe(Math.round(6249 / 4));
  });

  it("counts the lineup's last 50 channels as music and leaves them out of the price per TV channel", () => {
    const music = Array.from({ length: 50 }, (_, index) =>
      channel(100 + index, `Music ${index + 1}`, 15),
    );
    const { best } = findCheapest(
      PACKAGES,
      [...LINEUP, ...music],
      [alpha],
      "en",
    );
    expect(titles(best)).toBe("core");
    expect(best?.tvCount).toBe(2);
    expect(best?.musicCount).toBe(50);
    expect(best?.centsPerTvChannel).toBe(1725);
  });

  it("lists a channel no active package carries and answers for the rest", () => {
    const { best, uncarried } = findCheapest(
      PACKAGES,
      LINEUP,
      [canal, miniOnly],
      "en",
    );
    expect(uncarried).toEqual([miniOnly]);
    expect(titles(best)).toBe("core + latino");
    expect(best?.cents).toBe(3450 + 899);
  });

  it("gives no answer when none of the chosen channels can be had", () => {
    expect(findCheapest(PACKAGES, LINEUP, [miniOnly], "en")).toEqual({
      best: null,
      alternatives: [],
      uncarried: [miniOnly],
    });
  });

  it("gives no answer when nothing is chosen", () => {
    expect(findCheapest(PACKAGES, LINEUP, [], "en").best).toBeNull();
  });

  it("names the channels an option leaves out when no primary carries them all", () => {
    const coreOnly = channel(20, "Core Only", 1);
    const ultimateOnly = channel(21, "Ultimate Only", 8);
    const { best, alternatives } = findCheapest(
      PACKAGES,
      LINEUP,
      [coreOnly, ultimateOnly],
      "en",
    );
    expect(titles(best)).toBe("core");
    expect(best?.leftOut).toEqual([ultimateOnly]);
    expect(alternatives.map(titles)).toEqual(["ultimate"]);
    expect(alternatives[0]?.leftOut).toEqual([coreOnly]);
  });
});
