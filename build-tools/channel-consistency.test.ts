// @vitest-environment node
import { describe, expect, it } from "vitest";

import { PACKAGE_KEYS } from "../app/config/constants";
import type { Channel, ChannelsFile, PackageEntry } from "../app/data/schemas";

import {
  aliasClashes,
  checkChannelCountTexts,
  checkChannelGenres,
} from "./channel-consistency";

const summary = (
  problems: { entry: string; field: string; message: string }[],
) =>
  problems.map(
    ({ entry, field, message }) => `${entry} | ${field} | ${message}`,
  );

describe("checkChannelGenres", () => {
  it("names each channel without a genre", () => {
    const channels: Channel[] = [
      { id: 1, channelName: "CNN", binary: 1, genres: ["news"] },
      { id: 2, channelName: "Bravo", binary: 1 },
    ];
    expect(summary(checkChannelGenres("c.json", channels))).toEqual([
      'channels[1] "Bravo" | genres | is missing: every channel has at least one genre (local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium)',
    ]);
  });
});

describe("aliasClashes", () => {
  const channel = (
    id: number,
    channelName: string,
    aliases?: string[],
  ): Channel => ({
    id,
    channelName,
    binary: 1,
    genres: ["entertainment"],
    ...(aliases ? { aliases } : {}),
  });

  it("accepts aliases no other name reads as", () => {
    expect(
      aliasClashes("c.json", [
        channel(1, "Turner Classic Movies", ["TCM"]),
        channel(2, "FS1", ["Fox Sports 1"]),
        channel(3, "Nickelodeon", ["Nick"]),
        channel(4, "Nick Jr."),
      ]),
    ).toEqual([]);
  });

  it.each<[string, Channel[], string[]]>([
    [
      "an alias that is another channel's name, as names are matched",
      [channel(1, "Fox Sports 1"), channel(2, "FS1", ["fox sports-1"])],
      [
        'channels[1] "FS1" | aliases[0] | "fox sports-1" reads as the same name as channels[0] "Fox Sports 1" (names are matched ignoring letter case, accents, spaces and punctuation)',
      ],
    ],
    [
      "an alias that is the channel's own name",
      [channel(1, "Sundance TV", ["SundanceTV"])],
      [
        'channels[0] "Sundance TV" | aliases[0] | "SundanceTV" reads as the same name as the channel\'s own name (names are matched ignoring letter case, accents, spaces and punctuation)',
      ],
    ],
    [
      "an alias another channel already has",
      [
        channel(1, "Turner Classic Movies", ["TCM"]),
        channel(2, "The Movie Channel", ["T.C.M."]),
      ],
      [
        'channels[1] "The Movie Channel" | aliases[0] | "T.C.M." reads as the same name as "TCM", already an alias of channels[0] "Turner Classic Movies" (aliases[0]; names are matched ignoring letter case, accents, spaces and punctuation)',
      ],
    ],
    [
      "an alias given twice to one channel",
      [channel(1, "Fox News Channel", ["Fox News", "FOX NEWS"])],
      [
        'channels[0] "Fox News Channel" | aliases[1] | "FOX NEWS" reads as the same name as "Fox News", already an alias of this channel (aliases[0]; names are matched ignoring letter case, accents, spaces and punctuation)',
      ],
    ],
    [
      "an alias with no letter or digit",
      [channel(1, "E!", ["!!!"])],
      [
        'channels[0] "E!" | aliases[0] | "!!!" has no letter or digit, so no search can find it',
      ],
    ],
  ])("reports %s, naming both", (_, channels, problems) => {
    expect(summary(aliasClashes("c.json", channels))).toEqual(problems);
  });
});

describe("checkChannelCountTexts", () => {
  // Core holds 61 TV channels then 50 music; Sports Fanatic 2 channels.
  const lineup: ChannelsFile = {
    channels: Array.from({ length: 113 }, (_, index) => ({
      id: index + 1,
      channelName: `Channel ${index + 1}`,
      binary: index < 111 ? 1 : 16,
    })),
    packages: PACKAGE_KEYS.map((name) => ({ name, title: name })),
  };
  const entry = (
    name: PackageEntry["name"],
    channels: string,
    es?: string,
  ): PackageEntry => ({
    id: 1,
    name,
    title: name,
    channels,
    description: "Text",
    price: "1.00",
    active: true,
    ...(es === undefined ? {} : { es: { channels: es } }),
  });

  it("accepts texts that say the lineup's counts, in both languages", () => {
    expect(
      checkChannelCountTexts(
        "p.json",
        [
          entry(
            "core",
            "61 TV channels + 50 music channels",
            "61 canales de TV + 50 canales de música",
          ),
          entry("sportsFanatic", "2 channels", "2 canales"),
          entry("hbo", "0 channels"),
        ],
        "c.json",
        lineup,
      ),
    ).toEqual([]);
  });

  it("names the entry, what the text says and what the lineup gives, English and Spanish apart", () => {
    expect(
      summary(
        checkChannelCountTexts(
          "p.json",
          [
            entry(
              "core",
              "60 TV channels + 50 music channels",
              "61 canales de TV + 50 canales de música",
            ),
            entry("sportsFanatic", "2 channels", "3 canales"),
          ],
          "c.json",
          lineup,
        ),
      ),
    ).toEqual([
      'entry [0] "core" | channels | says "60 TV channels + 50 music channels", but c.json gives core 61 TV and 50 music channels: it must read "61 TV channels + 50 music channels" (npm run lineup writes it)',
      'entry [1] "sportsFanatic" | es.channels | says "3 canales", but c.json gives sportsFanatic 2 TV and 0 music channels: it must read "2 canales" (npm run lineup writes it)',
    ]);
  });

  it("holds the text to its form, not only its numbers", () => {
    expect(
      summary(
        checkChannelCountTexts(
          "p.json",
          [entry("sportsFanatic", "2 great channels")],
          "c.json",
          lineup,
        ),
      ),
    ).toEqual([
      'entry [0] "sportsFanatic" | channels | says "2 great channels", but c.json gives sportsFanatic 2 TV and 0 music channels: it must read "2 channels" (npm run lineup writes it)',
    ]);
  });
});
