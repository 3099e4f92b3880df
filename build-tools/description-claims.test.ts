import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { PACKAGE_BITS } from "../app/config/constants";
import { DATA_PATHS } from "../app/config/paths";
import { parseData } from "../app/data/parse-data";
import {
  type Channel,
  type ChannelsFile,
  type PackagesFile,
  packagesFileSchema,
} from "../app/data/schemas";
import {
  checkDescriptionClaims,
  descriptionClaims,
} from "./description-claims";

const fixtureDir = path.resolve(
  import.meta.dirname,
  "../scripts/lineup/fixtures",
);

/** The lineup fixture's packages, whose descriptions make the usual claims. */
function fixturePackages(): PackagesFile {
  const text = readFileSync(path.join(fixtureDir, DATA_PATHS.packages), "utf8");
  const parsed = parseData(packagesFileSchema, JSON.parse(text), "packages");
  if (!parsed.ok) throw new Error("the fixture packages file is invalid");
  return parsed.data;
}

const packages = fixturePackages();
const core = PACKAGE_BITS.core;
const upTo = (...keys: (keyof typeof PACKAGE_BITS)[]) =>
  keys.reduce((mask, key) => mask | PACKAGE_BITS[key], 0);

/** Packages whose descriptions are `texts`, the rest as the fixture has them. */
function describedAs(texts: Record<string, { en?: string; es?: string }>) {
  return packages.map((entry) => {
    const text = texts[entry.name];
    if (!text) return entry;
    return {
      ...entry,
      description: text.en ?? entry.description,
      es: { ...entry.es, description: text.es ?? entry.es?.description },
    };
  });
}

const lineup = (...channels: Channel[]): ChannelsFile => ({
  channels,
  packages: [],
});

describe("descriptionClaims", () => {
  it.each([
    ["Everything in Core, plus more movies.", ["core"]],
    ["Our full lineup: everything in Elite, plus NFL RedZone.", ["elite"]],
    ["All the channels of the Essentials package, and more.", ["essentials"]],
    ["All of Mini Sports, and then some.", ["miniSports"]],
    ["Todo lo de Core y además más cine.", ["core"]],
    ["Todo lo que trae el paquete Elite, y más.", ["elite"]],
    ["Todos los canales de Sports Fanatic.", ["sportsFanatic"]],
    ["EVERYTHING FROM core and all of HBO.", ["core", "hbo"]],
  ])("reads %j as holding everything in %j", (text, holds) => {
    expect(descriptionClaims(text, packages)).toEqual({ holds, heldBy: [] });
  });

  it.each([
    ["Ultimate already includes all of these channels.", ["ultimate"]],
    [
      "Para Core, Essentials y Elite: Ultimate ya incluye todos estos canales.",
      ["ultimate"],
    ],
  ])("reads %j as held whole by %j", (text, heldBy) => {
    expect(descriptionClaims(text, packages)).toEqual({ holds: [], heldBy });
  });

  it.each([
    "Local stations, news and sports on ESPN.",
    "Everything in Corexit", // not a package's name
    "Sports on everything, in Core markets", // no claim wording before the name
  ])("reads no claim in %j", (text) => {
    expect(descriptionClaims(text, packages)).toEqual({
      holds: [],
      heldBy: [],
    });
  });
});

describe("checkDescriptionClaims", () => {
  const news: Channel = { id: 900, channelName: "Keystone News", binary: core };

  it("finds nothing when every channel of the claimed package is in the claimer", () => {
    const texts = describedAs({
      essentials: { en: "Everything in Core.", es: "Todo lo de Core." },
    }).filter((entry) => entry.name === "core" || entry.name === "essentials");
    const channels = lineup({ ...news, binary: upTo("core", "essentials") });
    expect(
      checkDescriptionClaims("packages.json", texts, "channels.json", channels),
    ).toEqual([]);
  });

  it("names each description, English and Spanish, whose claim the lineup breaks", () => {
    const texts = describedAs({
      essentials: {
        en: "Everything in Core, plus movies.",
        es: "Todo lo de Core y además cine.",
      },
    }).filter((entry) => entry.name === "core" || entry.name === "essentials");
    const channels = lineup(news, {
      id: 901,
      channelName: "Both",
      binary: upTo("core", "essentials"),
    });
    expect(
      checkDescriptionClaims("packages.json", texts, "channels.json", channels),
    ).toEqual(
      ["description", "es.description"].map((field) => ({
        file: "packages.json",
        entry: 'entry [1] "essentials"',
        field,
        message:
          'claims that Essentials holds everything in Core, but channels.json puts a channel of Core outside Essentials: "Keystone News" (id 900). Add it to essentials, or reword the description',
      })),
    );
  });

  it("names the package an add-on says holds all of its channels", () => {
    const texts = describedAs({
      sportsFanatic: {
        en: "Ultimate already includes all of these channels.",
        es: "Ultimate ya incluye todos estos canales.",
      },
    });
    const channels = lineup(
      ...[1, 2, 3, 4].map((id) => ({
        id,
        channelName: `Sports ${id}`,
        binary: PACKAGE_BITS.sportsFanatic,
      })),
    );
    const problems = checkDescriptionClaims(
      "packages.json",
      texts,
      "channels.json",
      channels,
    );
    expect(problems.map(({ field }) => field)).toEqual([
      "description",
      "es.description",
    ]);
    expect(problems[0]?.message).toBe(
      'claims that Ultimate holds everything in Sports Fanatic, but channels.json puts 4 channels of Sports Fanatic outside Ultimate: "Sports 1" (id 1), "Sports 2" (id 2), "Sports 3" (id 3) and 1 more. Add them to ultimate, or reword the description',
    );
  });
});
