// @vitest-environment node
import { describe, expect, it } from "vitest";

import { PACKAGE_KEYS } from "../app/config/constants";
import { STORES } from "../app/config/stores";
import type {
  ChannelsFile,
  PackageEntry,
  PackagesFile,
} from "../app/data/schemas";
import type { InstructionsFile } from "../app/data/instructions-schema";

import {
  checkAddOnsAdd,
  checkChannelsFile,
  checkInstructionsFile,
  checkInstructionsInSpanish,
  checkPackageLabels,
  checkPackageTitles,
  checkPackagesFile,
  checkPackagesInSpanish,
} from "./data-consistency";

const title = (key: string) => key.toUpperCase();
const packagesList = PACKAGE_KEYS.map((name) => ({ name, title: title(name) }));
const packageEntries: PackageEntry[] = PACKAGE_KEYS.map((name, index) => ({
  id: index + 1,
  name,
  title: title(name),
  channels: "1 channel",
  description: "Text",
  price: "1.00",
  active: true,
}));

const summary = (
  problems: { entry: string; field: string; message: string }[],
) =>
  problems.map(
    ({ entry, field, message }) => `${entry} | ${field} | ${message}`,
  );

describe("checkChannelsFile", () => {
  const file = (changes: Partial<ChannelsFile>): ChannelsFile => ({
    channels: [
      { id: 1, channelName: "One", binary: 1 },
      { id: 2, channelName: "Two", binary: 512 },
    ],
    packages: packagesList,
    ...changes,
  });

  it("accepts a consistent file", () => {
    expect(checkChannelsFile("c.json", file({}))).toEqual([]);
  });

  it.each<[string, Partial<ChannelsFile>, string[]]>([
    [
      "a repeated id and name",
      {
        channels: [
          { id: 1, channelName: "One", binary: 1 },
          { id: 1, channelName: "One", binary: 2 },
        ],
      },
      [
        'channels[1] "One" | id | repeats 1, already used by channels[0]',
        'channels[1] "One" | channelName | repeats "One", already used by channels[0]',
      ],
    ],
    [
      "a name that differs only in letter case and punctuation",
      {
        channels: [
          { id: 1, channelName: "Nick Jr.", binary: 1 },
          { id: 2, channelName: "NICK JR", binary: 1 },
        ],
      },
      [
        'channels[1] "NICK JR" | channelName | reads as the same name as channels[0] "Nick Jr." (names are matched ignoring letter case, accents, spaces and punctuation)',
      ],
    ],
    [
      "Cyrillic СNN beside CNN, and Greek ΑΜC beside AMC",
      {
        channels: [
          { id: 1, channelName: "CNN", binary: 1 },
          { id: 2, channelName: "AMC", binary: 1 },
          { id: 3, channelName: "\u0421NN", binary: 1 },
          { id: 4, channelName: "\u0391\u039cC", binary: 1 },
        ],
      },
      [
        'channels[2] "СNN" | channelName | looks like channels[0] "CNN": the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)',
        'channels[3] "ΑΜC" | channelName | looks like channels[1] "AMC": the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)',
      ],
    ],
    [
      "Cyrillic Сnn and сnn beside CNN, and еѕрn beside ESPN",
      {
        channels: [
          { id: 1, channelName: "CNN", binary: 1 },
          { id: 2, channelName: "ESPN", binary: 1 },
          { id: 3, channelName: "\u0421nn", binary: 1 },
          { id: 4, channelName: "\u0441nn", binary: 1 },
          { id: 5, channelName: "\u0435\u0455\u0440n", binary: 1 },
        ],
      },
      [
        'channels[2] "Сnn" | channelName | looks like channels[0] "CNN": the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)',
        'channels[3] "сnn" | channelName | reads as the same name as channels[2] "Сnn" (names are matched ignoring letter case, accents, spaces and punctuation)',
        'channels[4] "еѕрn" | channelName | looks like channels[1] "ESPN": the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)',
      ],
    ],
    [
      "a name with an invisible character inside",
      {
        channels: [
          { id: 1, channelName: "ESPN", binary: 1 },
          { id: 2, channelName: "ES\u200bPN", binary: 1 },
        ],
      },
      [
        'channels[1] "ES\\u200bPN" | channelName | reads as the same name as channels[0] "ESPN" (names are matched ignoring letter case, accents, spaces and punctuation)',
      ],
    ],
    [
      "a channel in no listed package, and a short packages list",
      { packages: packagesList.slice(0, 9) },
      [
        'packages[9] |  | is missing: "hbo" belongs here, as the list holds the ten package keys in bit order (core, essentials, elite, ultimate, sportsFanatic, miniSports, latino, starz, showtime, hbo)',
        'channels[1] "Two" | binary | puts the channel in no package of the packages list (got 512)',
      ],
    ],
    [
      "packages out of bit order",
      {
        packages: [
          packagesList[1],
          packagesList[0],
          ...packagesList.slice(2),
        ].flatMap((entry) => (entry ? [entry] : [])),
      },
      [
        'packages[0] "essentials" | name | must be "core", as the list holds the ten package keys in bit order (core, essentials, elite, ultimate, sportsFanatic, miniSports, latino, starz, showtime, hbo)',
        'packages[1] "core" | name | must be "essentials", as the list holds the ten package keys in bit order (core, essentials, elite, ultimate, sportsFanatic, miniSports, latino, starz, showtime, hbo)',
      ],
    ],
    [
      "an eleventh package",
      { packages: [...packagesList, { name: "core", title: "Again" }] },
      [
        'packages[10] "core" | name | is one entry too many: the list holds exactly the ten package keys (core, essentials, elite, ultimate, sportsFanatic, miniSports, latino, starz, showtime, hbo)',
      ],
    ],
  ])("reports %s", (_, changes, expected) => {
    expect(summary(checkChannelsFile("c.json", file(changes)))).toEqual(
      expected,
    );
  });
});

describe("checkPackagesFile and checkPackageTitles", () => {
  it("reports a repeated id", () => {
    const entries = packageEntries.map((entry, index) =>
      index === 4 ? { ...entry, id: 1 } : entry,
    );
    expect(summary(checkPackagesFile("p.json", entries))).toEqual([
      'entry [4] "sportsFanatic" | id | repeats 1, already used by entry [0]',
    ]);
  });

  it("reports a title that differs from the channels file", () => {
    const entries = packageEntries.map((entry, index) =>
      index === 9 ? { ...entry, title: "HBO Max" } : entry,
    );
    expect(
      summary(
        checkPackageTitles("p.json", entries, "c.json", {
          channels: [],
          packages: packagesList,
        }),
      ),
    ).toEqual([
      'entry [9] "hbo" | title | reads "HBO Max" but c.json calls "hbo" "HBO"',
    ]);
  });
});

describe("checkInstructionsFile", () => {
  const store = STORES[1]?.href ?? "";
  const file = (changes: Partial<InstructionsFile>): InstructionsFile => ({
    devices: [
      {
        name: "Mobile",
        platforms: [
          { name: "iOS", active: true },
          { name: "Palm", active: false },
        ],
      },
    ],
    instructions: [
      {
        device: "Mobile",
        platform: "iOS",
        steps: [{ text: "Install", link: store }],
      },
    ],
    ...changes,
  });

  it("accepts a consistent file, with no instruction for an inactive platform", () => {
    expect(checkInstructionsFile("i.json", file({}))).toEqual([]);
  });

  it.each<[string, Partial<InstructionsFile>, string[]]>([
    [
      "an active platform without instruction",
      { instructions: [] },
      [
        'devices[0] "Mobile" | platforms[0] | active platform "iOS" has no instruction',
      ],
    ],
    [
      "an instruction for an unknown platform, a repeat and a foreign link",
      {
        instructions: [
          { device: "Mobile", platform: "iOS", steps: [{ text: "a" }] },
          {
            device: "Mobile",
            platform: "iOS",
            steps: [{ text: "b", link: "https://elsewhere.example/" }],
          },
          { device: "Mobile", platform: "Symbian", steps: [{ text: "c" }] },
        ],
      },
      [
        'instructions[1] "iOS Mobile" | platform | repeats "Mobile / iOS", already used by instructions[0]',
        'instructions[1] "iOS Mobile" | steps[0].link | is not one of the store or web-player addresses in app/config/site.ts (got "https://elsewhere.example/")',
        'instructions[2] "Symbian Mobile" | platform | names no platform of device "Mobile" (got "Symbian")',
      ],
    ],
    [
      "repeated device and platform names",
      {
        devices: [
          {
            name: "Mobile",
            platforms: [
              { name: "iOS", active: true },
              { name: "iOS", active: false },
            ],
          },
          { name: "Mobile", platforms: [] },
        ],
      },
      [
        'devices[1] "Mobile" | name | repeats "Mobile", already used by devices[0]',
        'devices[0] "Mobile" | platforms[1].name | repeats "iOS", already used by platforms[0]',
      ],
    ],
  ])("reports %s", (_, changes, expected) => {
    expect(summary(checkInstructionsFile("i.json", file(changes)))).toEqual(
      expected,
    );
  });
});

describe("checkAddOnsAdd", () => {
  // Ultimate (8) holds the one Sports Fanatic (16) channel; Latino (64) has one of its own.
  const lineup: ChannelsFile = {
    channels: [
      { id: 1, channelName: "One", binary: 8 | 16 | 64 },
      { id: 2, channelName: "Two", binary: 64 },
    ],
    packages: packagesList,
  };

  const withDescription = (
    name: string,
    description: string,
    es?: string,
  ): PackagesFile =>
    packageEntries.map((entry) =>
      entry.name === name
        ? {
            ...entry,
            description,
            ...(es === undefined ? {} : { es: { description: es } }),
          }
        : entry,
    );

  it.each([
    ["For any primary package.", "description", "any primary package"],
    ["Adds to every plan.", "description", "every plan"],
  ])(
    "reports an add-on held whole by a primary package that claims to add to every package (%j)",
    (text, field, claim) => {
      expect(
        summary(
          checkAddOnsAdd(
            "p.json",
            withDescription("sportsFanatic", text),
            lineup,
          ),
        ),
      ).toEqual([
        `entry [4] "sportsFanatic" | ${field} | claims to add to every package ("${claim}"), but ULTIMATE already holds every channel of SPORTSFANATIC`,
      ]);
    },
  );

  it("accepts a plain description, and any claim on an add-on with channels of its own", () => {
    expect(checkAddOnsAdd("p.json", packageEntries, lineup)).toEqual([]);
    expect(
      checkAddOnsAdd(
        "p.json",
        withDescription("latino", "For any primary package."),
        lineup,
      ),
    ).toEqual([]);
  });

  it("holds the Spanish description, where there is one, to the same rule", () => {
    const entries = withDescription(
      "sportsFanatic",
      "Sports channels.",
      "Para cualquier paquete principal.",
    );
    expect(summary(checkAddOnsAdd("p.json", entries, lineup))).toEqual([
      'entry [4] "sportsFanatic" | es.description | claims to add to every package ("cualquier paquete"), but ULTIMATE already holds every channel of SPORTSFANATIC',
    ]);
  });

  it("names the first active primary that holds it, skipping inactive ones", () => {
    const inCore: ChannelsFile = {
      ...lineup,
      channels: [{ id: 1, channelName: "One", binary: 1 | 8 | 16 }],
    };
    const coreOff = withDescription("sportsFanatic", "For any package.").map(
      (entry) => (entry.name === "core" ? { ...entry, active: false } : entry),
    );
    expect(summary(checkAddOnsAdd("p.json", coreOff, inCore))).toEqual([
      'entry [4] "sportsFanatic" | description | claims to add to every package ("any package"), but ULTIMATE already holds every channel of SPORTSFANATIC',
    ]);
  });
});

describe("checkPackageLabels", () => {
  // Core (1): 2 TV channels for $1.00; Elite (4): 1 TV channel for $1.00, so
  // Core costs less per TV channel; Essentials (2) and Ultimate (8) have no
  // channels. Then the 50 music channels of Core and Elite.
  const music = Array.from({ length: 50 }, (_, index) => ({
    id: 100 + index,
    channelName: `Music ${index + 1}`,
    binary: 1 | 4,
  }));
  const lineup: ChannelsFile = {
    channels: [
      { id: 1, channelName: "One", binary: 1 | 4 },
      { id: 2, channelName: "Two", binary: 1 | 16 },
      ...music,
    ],
    packages: packagesList,
  };
  const withLabel = (name: string, label: string) =>
    packageEntries.map((entry) =>
      entry.name === name ? { ...entry, label } : entry,
    );

  it('keeps "Best value" on the primary with the lowest price per TV channel', () => {
    expect(
      checkPackageLabels("p.json", withLabel("core", "Best value"), lineup),
    ).toEqual([]);
    expect(
      summary(
        checkPackageLabels("p.json", withLabel("elite", "Best value"), lineup),
      ),
    ).toEqual([
      'entry [2] "elite" | label | says "Best value", but CORE has the lowest price per TV channel (0.500 dollars)',
    ]);
  });

  it.each([
    ["Lowest price per channel", undefined, "label"],
    ["New", "Menor precio por canal", "es.label"],
  ])("holds %j (Spanish %j) to the same rule", (label, spanishLabel, field) => {
    const entries = withLabel("elite", label).map((entry) =>
      entry.name === "elite" && spanishLabel !== undefined
        ? { ...entry, es: { label: spanishLabel } }
        : entry,
    );
    expect(summary(checkPackageLabels("p.json", entries, lineup))).toEqual([
      `entry [2] "elite" | ${field} | says "${spanishLabel ?? label}", but CORE has the lowest price per TV channel (0.500 dollars)`,
    ]);
  });

  it("refuses a popularity claim on any package", () => {
    expect(
      summary(
        checkPackageLabels(
          "p.json",
          withLabel("latino", "Most popular"),
          lineup,
        ),
      ),
    ).toEqual([
      'entry [6] "latino" | label | claims "Most popular", which nothing can show before individual subscriptions open',
    ]);
  });

  it("refuses a popularity claim in the Spanish label", () => {
    const entries = withLabel("latino", "New").map((entry) =>
      entry.name === "latino"
        ? { ...entry, es: { label: "El más popular" } }
        : entry,
    );
    expect(summary(checkPackageLabels("p.json", entries, lineup))).toEqual([
      'entry [6] "latino" | es.label | claims "El más popular", which nothing can show before individual subscriptions open',
    ]);
  });

  it("accepts other labels, and labels on inactive packages", () => {
    const entries = withLabel("latino", "New").map((entry) =>
      entry.name === "elite"
        ? { ...entry, label: "Best value", active: false }
        : entry,
    );
    expect(checkPackageLabels("p.json", entries, lineup)).toEqual([]);
  });
});

describe("checkPackagesInSpanish", () => {
  const spanish = {
    title: "Título",
    channels: "1 canal",
    description: "Texto",
  };

  it("accepts active packages with their Spanish texts, and inactive ones without", () => {
    const entries = packageEntries.map((entry, index) =>
      index === 9 ? { ...entry, active: false } : { ...entry, es: spanish },
    );
    expect(checkPackagesInSpanish("p.json", entries)).toEqual([]);
  });

  it("names each missing Spanish text of an active package, the label where there is one", () => {
    const entries = packageEntries.map((entry) =>
      entry.name === "core"
        ? { ...entry, label: "Best value", es: { title: "Core" } }
        : { ...entry, es: spanish },
    );
    expect(summary(checkPackagesInSpanish("p.json", entries))).toEqual(
      ["channels", "description", "label"].map(
        (field) =>
          `entry [0] "core" | es.${field} | is missing: the pages under /es show it, so every shipped entry needs its Spanish text`,
      ),
    );
  });
});

describe("checkInstructionsInSpanish", () => {
  const file: InstructionsFile = {
    devices: [
      {
        name: "Computer",
        platforms: [{ name: "Web", active: true }],
        es: { name: "Computadora" },
      },
      { name: "Console", platforms: [{ name: "Xbox", active: false }] },
    ],
    instructions: [
      {
        device: "Computer",
        platform: "Web",
        steps: [
          { text: "Open it.", es: { text: "Ábrelo." } },
          { text: "Sign in." },
        ],
      },
    ],
  };

  it("names each step without Spanish text, and each choosable device without a Spanish name", () => {
    const withoutName: InstructionsFile = {
      ...file,
      devices: file.devices.map(({ es: _es, ...device }) => device),
    };
    expect(summary(checkInstructionsInSpanish("i.json", withoutName))).toEqual([
      'devices[0] "Computer" | es.name | is missing: the pages under /es show it, so every shipped entry needs its Spanish text',
      'instructions[0] "Web Computer" | steps[1].es.text | is missing: the pages under /es show it, so every shipped entry needs its Spanish text',
    ]);
  });
});
