import { describe, expect, it } from "vitest";

import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import type { InstructionsFile } from "~/data/instructions-schema";

import { lowestPrice, packageCounts, planFacts } from "./plan-facts";

const entry = (
  id: number,
  name: PackagesFile[number]["name"],
  price: string,
  active = true,
): PackagesFile[number] => ({
  id,
  name,
  title: name.charAt(0).toUpperCase() + name.slice(1),
  channels: "",
  description: "",
  price,
  active,
});

const packages: PackagesFile = [
  { ...entry(1, "core", "40.00"), es: { title: "Núcleo" } },
  entry(2, "essentials", "9.50"),
  entry(3, "elite", "5.00", false),
  entry(4, "ultimate", "60.00"),
  entry(5, "sportsFanatic", "10.00"),
  { ...entry(6, "miniSports", "5.00"), es: { title: "Mini Deportes" } },
];

// Core 1, Essentials 2, Ultimate 8, Sports Fanatic 16, Mini Sports 32.
const lineup: ChannelsFile = {
  channels: [
    { id: 1, channelName: "A", binary: 1 | 2 | 8, genres: ["spanish"] },
    {
      id: 2,
      channelName: "B",
      binary: 2 | 8 | 16 | 32,
      genres: ["news", "spanish"],
    },
    { id: 3, channelName: "C", binary: 8 | 16 | 32 },
    { id: 4, channelName: "D", binary: 16 },
  ],
  packages: [],
};

const instructions: InstructionsFile = {
  devices: [
    {
      name: "Mobile",
      es: { name: "Celular" },
      platforms: [
        { name: "iOS", active: true },
        { name: "Web", active: true, es: { name: "Navegador" } },
      ],
    },
    { name: "TV", platforms: [{ name: "Vizio", active: false }] },
  ],
  instructions: [],
};

describe("planFacts", () => {
  const facts = planFacts(packages, lineup, instructions, "en");
  const spanish = planFacts(packages, lineup, instructions, "es");

  it("lists each active primary's Spanish-language channels by name", () => {
    expect(facts.spanishChannels).toEqual([
      { title: "Core", names: ["A"] },
      { title: "Essentials", names: ["A", "B"] },
      { title: "Ultimate", names: ["A", "B"] },
    ]);
    expect(spanish.spanishChannels[0]?.title).toBe("Núcleo");
  });

  it("takes the lowest price of an active primary, by cents", () => {
    expect(facts.lowestPrice).toBe("9.50");
    expect(facts.primaries.map(({ name }) => name)).toEqual([
      "core",
      "essentials",
      "ultimate",
    ]);
  });

  it("names the first primary that holds every channel of an add-on", () => {
    expect(facts.addOnsInside).toEqual([
      { name: "miniSports", title: "MiniSports", primaryTitle: "Ultimate" },
    ]);
  });

  it("lists only devices with an active platform", () => {
    expect(facts.devices).toEqual([
      {
        name: "Mobile",
        shown: "Mobile",
        platforms: [
          { name: "iOS", shown: "iOS" },
          { name: "Web", shown: "Web" },
        ],
      },
    ]);
  });

  it("names packages, devices and platforms in Spanish where the files have it, keyed as in English", () => {
    expect(spanish.primaries.map(({ name, title }) => [name, title])).toEqual([
      ["core", "Núcleo"],
      ["essentials", "Essentials"],
      ["ultimate", "Ultimate"],
    ]);
    expect(spanish.addOnsInside).toEqual([
      { name: "miniSports", title: "Mini Deportes", primaryTitle: "Ultimate" },
    ]);
    expect(spanish.devices).toEqual([
      {
        name: "Mobile",
        shown: "Celular",
        platforms: [
          { name: "iOS", shown: "iOS" },
          { name: "Web", shown: "Navegador" },
        ],
      },
    ]);
    // Prices and counts do not depend on the language.
    expect(spanish.lowestPrice).toBe(facts.lowestPrice);
    expect(spanish.addOns.map(({ tv, price }) => [tv, price])).toEqual(
      facts.addOns.map(({ tv, price }) => [tv, price]),
    );
  });
});

describe("packageCounts", () => {
  it("counts the last 50 of a longer list as music", () => {
    const channels = Array.from({ length: 61 }, (_, index) => ({
      id: index + 1,
      channelName: `Channel ${index + 1}`,
      binary: 1,
    }));
    expect(packageCounts({ channels, packages: [] }, "core")).toEqual({
      tv: 11,
      music: 50,
    });
    expect(packageCounts({ channels, packages: [] }, "elite")).toEqual({
      tv: 0,
      music: 0,
    });
  });
});

describe("lowestPrice", () => {
  it.each([
    [["10.00", "9.99"], "9.99"],
    [["100.00", "99.99", "100.01"], "99.99"],
    [[], null],
  ])("of %j is %j", (prices, lowest) => {
    expect(lowestPrice(prices)).toBe(lowest);
  });
});
