import { describe, expect, it } from "vitest";

import { type Channel, codePointLabel } from "../app/data/schemas";
import {
  ALIASES_PER_CHANNEL_MAX,
  ALIAS_MAX_LENGTH,
  checkNameRules,
  invisibleNameProblem,
} from "./channel-name-rules";

const FILE = "channels.json";

/** A small lineup: CNN with no alias, Turner Classic Movies with TCM. */
function lineup(...extra: Channel[]): Channel[] {
  return [
    { id: 1, channelName: "CNN", binary: 1 },
    {
      id: 2,
      channelName: "Turner Classic Movies",
      binary: 1,
      aliases: ["TCM"],
    },
    ...extra,
  ];
}

describe("invisibleNameProblem", () => {
  it.each([
    [
      "a Hangul filler",
      "\u3164",
      "holds U+3164, a character that shows as nothing",
    ],
    [
      "halfwidth Hangul fillers",
      "\uffa0\uffa0\uffa0",
      "holds U+FFA0, a character that shows as nothing",
    ],
    [
      "a zero-width joiner",
      "CN\u200dN",
      "holds U+200D, a character that shows as nothing",
    ],
    [
      "a byte order mark",
      "CNN\ufeff",
      "holds U+FEFF, a character that shows as nothing",
    ],
    [
      "a tag character",
      "CNN\u{e0001}",
      "holds U+E0001, a character that shows as nothing",
    ],
    [
      "a soft hyphen",
      "C\u00adNN",
      "holds U+00AD, a character that shows as nothing",
    ],
    ...["\ufff9", "\ufffa", "\ufffb"].map((character) => [
      `an interlinear annotation character, ${codePointLabel(character)}`,
      `CNN${character}`,
      `holds ${codePointLabel(character)}, a character that shows as nothing`,
    ]),
    ["no letter or digit", "\u2605\u2605", "has no visible letter or digit"],
    [
      "four combining marks on a letter",
      "N\u0336\u0336\u0336\u0336",
      "piles 4 combining marks on one character (at most 3)",
    ],
  ])("refuses %s", (_, name, problem) => {
    expect(invisibleNameProblem(name)).toBe(problem);
  });

  it.each([
    ["a plain name", "Fox News"],
    ["accents", "Telemundo Puerto Rico Señal"],
    ["three marks on a letter", "N\u0336\u0336\u0336"],
    ["a name in Hangul", "아리랑"],
    ["digits only", "24"],
  ])("takes %s", (_, name) => {
    expect(invisibleNameProblem(name)).toBeUndefined();
  });
});

describe("checkNameRules", () => {
  it("finds nothing in a lineup that keeps the rules", () => {
    expect(checkNameRules(FILE, lineup())).toEqual([]);
  });

  it("refuses an invisible channel name", () => {
    expect(
      checkNameRules(FILE, lineup({ id: 3, channelName: "\u3164", binary: 1 })),
    ).toEqual([
      {
        file: FILE,
        entry: 'channels[2] "\u3164"',
        field: "channelName",
        message:
          "cannot be a channel name: it holds U+3164, a character that shows as nothing",
      },
    ]);
  });

  it.each([
    [
      "another channel's name, in capitals",
      "\u0421NN",
      'the channel "CNN" (id 1)',
    ],
    [
      "another channel's name, in small letters",
      "\u0441nn",
      'the channel "CNN" (id 1)',
    ],
    [
      "an earlier alias",
      "\u0422\u0441m",
      '"TCM", another name of the channel "Turner Classic Movies" (id 2)',
    ],
    ["its own name", "Fox N\u0435ws", "the channel's own name"],
  ])("refuses an alias that looks like %s", (_, alias, like) => {
    const problems = checkNameRules(
      FILE,
      lineup({ id: 3, channelName: "Fox News", binary: 1, aliases: [alias] }),
    );
    expect(problems).toEqual([
      {
        file: FILE,
        entry: 'channels[2] "Fox News"',
        field: "aliases[0]",
        message: `"${alias}" looks like ${like}: the two are confusable in some letter case (the same Unicode TR39 skeleton)`,
      },
    ]);
  });

  it("refuses an invisible alias", () => {
    const problems = checkNameRules(
      FILE,
      lineup({
        id: 3,
        channelName: "Fox News",
        binary: 1,
        aliases: ["FNC", "\u200b"],
      }),
    );
    expect(problems.map(({ field, message }) => ({ field, message }))).toEqual([
      {
        field: "aliases[1]",
        message:
          '"\\u200b" cannot be another name: it holds U+200B, a character that shows as nothing',
      },
    ]);
  });

  it("caps the aliases of a channel and their length", () => {
    const many = Array.from(
      { length: ALIASES_PER_CHANNEL_MAX + 1 },
      (_, index) => `Fox ${index}`,
    );
    const long = "F".repeat(ALIAS_MAX_LENGTH + 1);
    const problems = checkNameRules(FILE, [
      { id: 1, channelName: "Fox News", binary: 1, aliases: many },
      { id: 2, channelName: "Fox Sports", binary: 1, aliases: [long] },
      {
        id: 3,
        channelName: "Fox Business",
        binary: 1,
        aliases: ["B".repeat(ALIAS_MAX_LENGTH)],
      },
    ]);
    expect(
      problems.map(({ entry, field, message }) => ({ entry, field, message })),
    ).toEqual([
      {
        entry: 'channels[0] "Fox News"',
        field: "aliases",
        message: `lists ${ALIASES_PER_CHANNEL_MAX + 1} other names; a channel has at most ${ALIASES_PER_CHANNEL_MAX}`,
      },
      {
        entry: 'channels[1] "Fox Sports"',
        field: "aliases",
        message: `holds "${long}", ${ALIAS_MAX_LENGTH + 1} characters long; another name has at most ${ALIAS_MAX_LENGTH}`,
      },
    ]);
  });
});
