import { describe, expect, it } from "vitest";

import type { ChannelsFile } from "~/data/schemas";

import { formatChannelsFile } from "./channels-format";
import {
  addChannel,
  maskOf,
  nextFreeId,
  packageList,
  removeChannel,
  renameChannel,
  setAliases,
  setGenres,
  setPackages,
} from "./edits";
import {
  ALIASES_PER_CHANNEL_MAX,
  ALIAS_MAX_LENGTH,
} from "../../build-tools/channel-name-rules";
import { musicIds, musicRuleProblems } from "./music-rule";
import { channel, fixtureChannels } from "./test-data";

const file = fixtureChannels();

function ok(result: ReturnType<typeof addChannel>) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

describe("maskOf and packageList", () => {
  it.each([
    { keys: ["core"] as const, mask: 1, list: "core" },
    {
      keys: ["core", "essentials", "elite", "ultimate"] as const,
      mask: 15,
      list: "core, essentials, elite, ultimate",
    },
    {
      keys: ["sportsFanatic", "hbo"] as const,
      mask: 528,
      list: "sportsFanatic, hbo",
    },
    { keys: [] as const, mask: 0, list: "no package" },
  ])("$list is $mask", ({ keys, mask, list }) => {
    expect(maskOf(keys)).toBe(mask);
    expect(packageList(mask)).toBe(list);
  });
});

describe("nextFreeId", () => {
  it.each([
    { ids: [], reserved: [], next: 1 },
    { ids: [1, 2, 3], reserved: [], next: 4 },
    { ids: [1, 7, 3], reserved: [], next: 8 },
    // An id the record of changes names (a channel since removed) is never given again.
    { ids: [1, 2, 3], reserved: [4, 2], next: 5 },
    { ids: [1, 9], reserved: [4], next: 10 },
  ])(
    "after $ids, with $reserved recorded, is $next",
    ({ ids, reserved, next }) => {
      expect(
        nextFreeId(
          ids.map((id) => ({ id, channelName: `C${id}`, binary: 1 })),
          reserved,
        ),
      ).toBe(next);
    },
  );

  it("takes a record far longer than a call's arguments may be", () => {
    const reserved = Array.from({ length: 500_000 }, (_, index) => index + 1);
    expect(nextFreeId([{ id: 3, channelName: "C", binary: 1 }], reserved)).toBe(
      500_001,
    );
  });
});

describe("addChannel", () => {
  it("puts a TV channel just before the music block, with the next free id", () => {
    const result = ok(
      addChannel(file, " Keystone News ", ["core", "elite"], false),
    );
    const index = file.channels.length - 50;
    expect(result.file.channels[index]).toEqual({
      id: 253,
      channelName: "Keystone News",
      binary: 5,
    });
    expect(result.file.channels.slice(-50)).toEqual(file.channels.slice(-50));
    expect(result.summary).toBe(
      'Added "Keystone News" (id 253) as a TV channel: core, elite',
    );
    expect(musicRuleProblems(result.file, result.music)).toEqual([]);
  });

  it("gives a new channel its genres and aliases, in the file's field order", () => {
    const result = ok(
      addChannel(file, "Keystone Sports", ["core"], false, {
        genres: ["sports", "local"],
        aliases: [" KSN ", "Keystone Sports Network"],
        reservedIds: [300],
      }),
    );
    const added = channel(result.file, "Keystone Sports");
    expect(added).toEqual({
      id: 301,
      channelName: "Keystone Sports",
      binary: 1,
      genres: ["sports", "local"],
      aliases: ["KSN", "Keystone Sports Network"],
    });
    expect(formatChannelsFile(result.file)).toContain(
      '{ "id": 301, "channelName": "Keystone Sports", "binary": 1, "genres": ["sports", "local"], "aliases": ["KSN", "Keystone Sports Network"] }',
    );
  });

  it("puts a music channel in the genre music unless told otherwise", () => {
    const music = ok(addChannel(file, "Lo-fi", ["core"], true));
    expect(channel(music.file, "Lo-fi").genres).toEqual(["music"]);
    const tv = ok(addChannel(file, "News 12", ["core"], false));
    expect(channel(tv.file, "News 12").genres).toBeUndefined();
  });

  it.each([
    {
      case: "an alias that is another channel's name",
      aliases: ["cnn"],
      message:
        '"cnn" cannot be another name of "Keystone News": it is the name of the channel "CNN" (id 39).',
    },
    {
      case: "an alias another channel has",
      aliases: ["T.C.M."],
      message:
        '"T.C.M." cannot be another name of "Keystone News": "TCM" is already another name of the channel "Turner Classic Movies" (id 191).',
    },
    {
      case: "the channel's own name",
      aliases: ["KEYSTONE NEWS"],
      message:
        '"KEYSTONE NEWS" is the channel\'s own name, not another name for it.',
    },
    {
      case: "one alias given twice",
      aliases: ["KN", "K.N."],
      message:
        '"K.N." and "KN" are the same name (names are matched ignoring letter case, accents, spaces and punctuation); give it once.',
    },
    {
      case: "an alias with no letter or digit",
      aliases: ["--"],
      message:
        '"--" cannot be another name: a name must have letters or digits.',
    },
    {
      case: "an alias with a terminal escape",
      aliases: ["KN\u001b[2J"],
      message:
        '"KN\\u001b[2J" cannot be another name: a name must hold no control or bidirectional formatting character (found U+001B at character 3).',
    },
    {
      case: "an alias that looks like another channel's name in small letters",
      aliases: ["\u0441nn"],
      message:
        '"сnn" cannot be another name of "Keystone News": it looks like the channel "CNN" (id 39) (the two are confusable in some letter case: the same Unicode TR39 skeleton).',
    },
    {
      case: "an alias that looks like another channel's alias",
      aliases: ["\u0422\u0441m"],
      message:
        '"Тсm" cannot be another name of "Keystone News": it looks like "TCM", another name of the channel "Turner Classic Movies" (id 191) (the two are confusable in some letter case: the same Unicode TR39 skeleton).',
    },
    {
      case: "an alias that looks like one given before it",
      aliases: ["KN1", "\u041a\u039dl"],
      message:
        '"\u041a\u039dl" cannot be another name of "Keystone News": it looks like "KN1", given before it (the two are confusable in some letter case: the same Unicode TR39 skeleton).',
    },
    {
      case: "an alias holding U+FFFF",
      aliases: ["KN\uffff"],
      message:
        '"KN\\uffff" cannot be another name: a name must hold no Unicode noncharacter, which XML files such as the feed cannot carry (found U+FFFF at character 3).',
    },
    {
      case: "an alias holding U+FFFA",
      aliases: ["K\ufffaN"],
      message:
        '"K\\ufffaN" cannot be another name: it holds U+FFFA, a character that shows as nothing.',
    },
    {
      case: "an invisible alias",
      aliases: ["\u3164"],
      message:
        '"\u3164" cannot be another name: it holds U+3164, a character that shows as nothing.',
    },
    {
      case: "more aliases than a channel may have",
      aliases: Array.from(
        { length: ALIASES_PER_CHANNEL_MAX + 1 },
        (_, index) => `KN${index}`,
      ),
      message: `The list of other names lists ${ALIASES_PER_CHANNEL_MAX + 1} other names; a channel has at most ${ALIASES_PER_CHANNEL_MAX}.`,
    },
    {
      case: "an alias longer than an alias may be",
      aliases: ["K".repeat(ALIAS_MAX_LENGTH + 1)],
      message: `The list of other names holds "${"K".repeat(ALIAS_MAX_LENGTH + 1)}", ${ALIAS_MAX_LENGTH + 1} characters long; another name has at most ${ALIAS_MAX_LENGTH}.`,
    },
  ])("refuses $case", ({ aliases, message }) => {
    expect(
      addChannel(file, "Keystone News", ["core"], false, {
        genres: ["news"],
        aliases,
      }),
    ).toEqual({ ok: false, message });
  });

  it("refuses a name that is another channel's alias", () => {
    expect(
      addChannel(file, "tcm", ["core"], false, { genres: ["movies"] }),
    ).toEqual({
      ok: false,
      message:
        '"TCM" is already another name of the channel "Turner Classic Movies" (id 191).',
    });
  });

  it("puts a music channel at the very end and counts it as music", () => {
    const result = ok(addChannel(file, "Lo-fi", ["core"], true));
    expect(result.file.channels.at(-1)?.channelName).toBe("Lo-fi");
    expect(result.music.has(253)).toBe(true);
    expect(result.music.size).toBe(51);
  });

  it("gives back the same file when the channel is removed again", () => {
    const added = ok(addChannel(file, "Keystone News", ["hbo"], false));
    const removed = ok(
      removeChannel(added.file, channel(added.file, "Keystone News")),
    );
    expect(formatChannelsFile(removed.file)).toBe(formatChannelsFile(file));
  });

  it.each([
    {
      name: "espn",
      message: 'There is already a channel called "ESPN" (id 59).',
    },
    {
      name: "A & E",
      message: 'There is already a channel called "A&E" (id 1).',
    },
    { name: "   ", message: "A channel name must have letters or digits." },
  ])("refuses $name", ({ name, message }) => {
    expect(addChannel(file, name, ["core"], false)).toEqual({
      ok: false,
      message,
    });
  });
});

/** Names no edit may publish, with the message that names the problem. */
const BAD_NAMES = [
  {
    case: "Cyrillic СNN beside CNN",
    name: "\u0421NN",
    message:
      '"СNN" looks like the channel "CNN" (id 39): the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.',
  },
  {
    case: "Greek ΑΜC beside AMC",
    name: "\u0391\u039cC",
    message:
      '"ΑΜC" looks like the channel "AMC" (id 6): the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.',
  },
  {
    case: "a name of 100,000 characters",
    name: "N".repeat(100_000),
    message: `"${"N".repeat(59)}…" cannot be a channel name: a channel name must be at most 80 characters long (this one has 100000).`,
  },
  {
    case: "a terminal escape sequence",
    name: "News\u001b[2J",
    message:
      '"News\\u001b[2J" cannot be a channel name: a channel name must hold no control or bidirectional formatting character (found U+001B at character 5).',
  },
  {
    case: "RIGHT-TO-LEFT OVERRIDE",
    name: "\u202eswen",
    message:
      '"\\u202eswen" cannot be a channel name: a channel name must hold no control or bidirectional formatting character (found U+202E at character 1).',
  },
  ...["\uffff", "\ufffe", "\ufdd0", "\u{10fffe}"].map((character) => {
    const code = character.codePointAt(0) ?? 0;
    const label = `U+${code.toString(16).toUpperCase()}`;
    const escaped =
      code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16)}`;
    return {
      case: `the noncharacter ${label}`,
      name: `News${character}`,
      message: `"News${escaped}" cannot be a channel name: a channel name must hold no Unicode noncharacter, which XML files such as the feed cannot carry (found ${label} at character 5).`,
    };
  }),
  {
    case: "FIRST STRONG ISOLATE",
    name: "News \u2068x",
    message:
      '"News \\u2068x" cannot be a channel name: a channel name must hold no control or bidirectional formatting character (found U+2068 at character 6).',
  },
  ...[
    { case: "Cyrillic Сnn, a capital then small letters", name: "\u0421nn" },
    { case: "Cyrillic сnn, all small", name: "\u0441nn" },
  ].map((lookalike) => ({
    ...lookalike,
    message: `"${lookalike.name}" looks like the channel "CNN" (id 39): the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.`,
  })),
  {
    case: "Cyrillic еѕрn beside ESPN",
    name: "\u0435\u0455\u0440n",
    message:
      '"еѕрn" looks like the channel "ESPN" (id 59): the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.',
  },
  {
    case: "a look-alike of another channel's alias",
    name: "\u0422\u0421\u041c",
    message:
      '"ТСМ" looks like "TCM", another name of the channel "Turner Classic Movies" (id 191): the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.',
  },
  ...[
    {
      case: "a Hangul filler alone",
      name: "\u3164",
      shown: "\u3164",
      code: "U+3164",
    },
    {
      case: "three halfwidth Hangul fillers",
      name: "\uffa0\uffa0\uffa0",
      shown: "\uffa0\uffa0\uffa0",
      code: "U+FFA0",
    },
    {
      case: "a zero-width space inside",
      name: "News\u200b 12",
      shown: "News\\u200b 12",
      code: "U+200B",
    },
    {
      case: "a byte order mark",
      name: "News\ufeff 12",
      shown: "News\\ufeff 12",
      code: "U+FEFF",
    },
    {
      case: "a tag character",
      name: "News\u{e0041} 12",
      shown: "News\\u{e0041} 12",
      code: "U+E0041",
    },
    ...["\ufff9", "\ufffa", "\ufffb"].map((character) => {
      const hex = (character.codePointAt(0) ?? 0).toString(16);
      return {
        case: `the interlinear annotation character U+${hex.toUpperCase()}`,
        name: `News${character} 12`,
        shown: `News\\u${hex} 12`,
        code: `U+${hex.toUpperCase()}`,
      };
    }),
  ].map(({ case: what, name, shown, code }) => ({
    case: what,
    name,
    message: `"${shown}" cannot be a channel name: it holds ${code}, a character that shows as nothing.`,
  })),
  {
    case: "60 combining marks on one letter",
    name: `Zalgo${"\u0336".repeat(60)}`,
    message: `"Zalgo${"\u0336".repeat(54)}…" cannot be a channel name: it piles 60 combining marks on one character (at most 3).`,
  },
  {
    case: "a name with no visible letter or digit",
    name: "\u2605 \u2605",
    message: "A channel name must have letters or digits.",
  },
  {
    case: "a name not in NFC",
    name: "Noticias Espan\u0303a",
    message:
      '"Noticias Espan\u0303a" cannot be a channel name: a channel name must be in Unicode normalization form NFC (accents composed with their letters, as keyboards type them).',
  },
];

describe("names no edit may publish", () => {
  it.each(BAD_NAMES)("add refuses $case", ({ name, message }) => {
    expect(addChannel(file, name, ["core"], false)).toEqual({
      ok: false,
      message,
    });
  });

  it.each(BAD_NAMES)("rename refuses $case", ({ name, message }) => {
    expect(renameChannel(file, channel(file, "Buzzr"), name)).toEqual({
      ok: false,
      message,
    });
  });

  it("set --aliases refuses a look-alike of another channel's name, in any case, and an invisible one", () => {
    const espn = channel(file, "ESPN");
    for (const [alias, reason] of [
      ["\u0421NN", 'it looks like the channel "CNN" (id 39)'],
      ["\u0441nn", 'it looks like the channel "CNN" (id 39)'],
    ] as const) {
      expect(setAliases(file, espn, [alias])).toEqual({
        ok: false,
        message: `"${alias}" cannot be another name of "ESPN": ${reason} (the two are confusable in some letter case: the same Unicode TR39 skeleton).`,
      });
    }
    expect(setAliases(file, espn, ["\uffa0\uffa0\uffa0"])).toMatchObject({
      ok: false,
    });
  });

  it("takes as many aliases as the cap, each as long as the cap", () => {
    const aliases = Array.from(
      { length: ALIASES_PER_CHANNEL_MAX },
      (_, index) =>
        `${"K".repeat(ALIAS_MAX_LENGTH - 2)}${String(index).padStart(2, "0")}`,
    );
    const result = ok(setAliases(file, channel(file, "Buzzr"), aliases));
    expect(channel(result.file, "Buzzr").aliases).toEqual(aliases);
  });

  it("does not take a channel for a look-alike of itself", () => {
    const result = ok(renameChannel(file, channel(file, "CNN"), "CNN"));
    expect(channel(result.file, "CNN").id).toBe(39);
  });
});

describe("setPackages", () => {
  it("replaces the packages and says what changed", () => {
    const fixture: ChannelsFile = {
      ...file,
      channels: file.channels.map((entry) =>
        entry.channelName === "ESPN" ? { ...entry, binary: 15 } : entry,
      ),
    };
    const result = ok(
      setPackages(fixture, channel(fixture, "ESPN"), [
        "essentials",
        "elite",
        "ultimate",
      ]),
    );
    expect(result.summary).toBe(
      "ESPN: core, essentials, elite, ultimate → essentials, elite, ultimate",
    );
    expect(channel(result.file, "ESPN").binary).toBe(14);
    expect(result.file.channels.map((entry) => entry.id)).toEqual(
      fixture.channels.map((entry) => entry.id),
    );
  });

  it("says so when nothing changes", () => {
    const result = ok(setPackages(file, channel(file, "ActionMax"), ["hbo"]));
    expect(result.summary).toBe("ActionMax: hbo → hbo (no change)");
    expect(result.file).toEqual(file);
  });
});

describe("setGenres and setAliases", () => {
  it("replace the lists and say what changed", () => {
    const espn = channel(file, "ESPN");
    const genres = ok(setGenres(file, espn, ["sports", "news"]));
    expect(genres.summary).toBe("ESPN: genres sports → sports, news");
    expect(channel(genres.file, "ESPN").genres).toEqual(["sports", "news"]);

    const aliases = ok(
      setAliases(genres.file, channel(genres.file, "ESPN"), [
        "ESPN1",
        "The Worldwide Leader",
      ]),
    );
    expect(aliases.summary).toBe(
      'ESPN: aliases none → "ESPN1", "The Worldwide Leader"',
    );
    expect(channel(aliases.file, "ESPN")).toEqual({
      ...espn,
      genres: ["sports", "news"],
      aliases: ["ESPN1", "The Worldwide Leader"],
    });
  });

  it("takes every alias off with none, and says when nothing changes", () => {
    const tcm = channel(file, "Turner Classic Movies");
    const cleared = ok(setAliases(file, tcm, []));
    expect(cleared.summary).toBe('Turner Classic Movies: aliases "TCM" → none');
    expect(channel(cleared.file, "Turner Classic Movies")).not.toHaveProperty(
      "aliases",
    );
    const same = ok(setAliases(file, tcm, ["TCM"]));
    expect(same.summary).toBe(
      'Turner Classic Movies: aliases "TCM" → "TCM" (no change)',
    );
    expect(same.file).toEqual(file);
    expect(ok(setGenres(file, tcm, ["movies"])).summary).toBe(
      "Turner Classic Movies: genres movies → movies (no change)",
    );
  });

  it("lets a channel keep its own alias, and refuses another channel's", () => {
    const fs1 = channel(file, "FS1");
    expect(ok(setAliases(file, fs1, ["Fox Sports 1", "FS-1 HD"])).ok).toBe(
      true,
    );
    expect(setAliases(file, fs1, ["Fox Sports 2"])).toEqual({
      ok: false,
      message:
        '"Fox Sports 2" cannot be another name of "FS1": "Fox Sports 2" is already another name of the channel "FS2" (id 75).',
    });
  });
});

describe("removeChannel", () => {
  it("drops the channel and no other", () => {
    const result = ok(removeChannel(file, channel(file, "ActionMax")));
    expect(result.summary).toBe('Removed "ActionMax" (id 5), which was in hbo');
    expect(result.file.channels).toHaveLength(file.channels.length - 1);
    expect(result.file.channels.some((entry) => entry.id === 5)).toBe(false);
  });
});

describe("renameChannel", () => {
  it("keeps the id, packages and place", () => {
    const result = ok(renameChannel(file, channel(file, "Buzzr"), "Buzzr TV"));
    expect(result.summary).toBe('Renamed "Buzzr" → "Buzzr TV" (id 22)');
    expect(result.file.channels[21]).toEqual({
      id: 22,
      channelName: "Buzzr TV",
      binary: channel(file, "Buzzr").binary,
      genres: ["entertainment"],
    });
  });

  it("may change only the letter case of the same channel", () => {
    const result = ok(renameChannel(file, channel(file, "Buzzr"), "BUZZR"));
    expect(channel(result.file, "BUZZR").id).toBe(22);
  });

  it("refuses a name another channel has", () => {
    expect(renameChannel(file, channel(file, "Buzzr"), "bravo")).toEqual({
      ok: false,
      message: 'There is already a channel called "Bravo" (id 21).',
    });
  });

  it("refuses a name that is an alias, another channel's or its own", () => {
    expect(renameChannel(file, channel(file, "Buzzr"), "TCM")).toEqual({
      ok: false,
      message:
        '"TCM" is already another name of the channel "Turner Classic Movies" (id 191).',
    });
    const tcm = channel(file, "Turner Classic Movies");
    expect(renameChannel(file, tcm, "T.C.M.")).toEqual({
      ok: false,
      message:
        '"TCM" is already another name of this channel. Take it off first: set "Turner Classic Movies" --aliases with the others.',
    });
  });
});

describe("the music rule after an edit", () => {
  const musicChannel = file.channels.at(-1);
  if (!musicChannel) throw new Error("the fixture lineup is empty");

  it.each([
    {
      case: "a TV channel added",
      edit: () => ok(addChannel(file, "News 12", ["core"], false)),
      problems: 0,
    },
    {
      case: "a music channel renamed",
      edit: () => ok(renameChannel(file, musicChannel, "Lullabies")),
      problems: 0,
    },
    {
      case: "a 51st music channel",
      edit: () =>
        ok(
          addChannel(
            file,
            "Lo-fi",
            ["core", "essentials", "elite", "ultimate"],
            true,
          ),
        ),
      problems: 5,
    },
    {
      case: "a music channel removed",
      edit: () => ok(removeChannel(file, musicChannel)),
      problems: 5,
    },
    {
      case: "a music channel moved to HBO only",
      edit: () => ok(setPackages(file, musicChannel, ["hbo"])),
      problems: 5,
    },
  ])("$case: $problems problems", ({ edit, problems }) => {
    const result = edit();
    expect(musicRuleProblems(result.file, result.music)).toHaveLength(problems);
  });

  it("names the channel the page would show in the wrong box", () => {
    const result = ok(setPackages(file, musicChannel, ["hbo"]));
    const problems = musicRuleProblems(result.file, result.music);
    expect(problems).toContain(
      `HBO would hold 12 channels, 1 of them music; the Channels page lists the last 50 of a package with more than 50 as music, so it would show "${musicChannel.channelName}" under TV Channels.`,
    );
    expect(problems).toContain(
      'Core would hold 110 channels, 49 of them music; the Channels page lists the last 50 of a package with more than 50 as music, so it would show "WE tv" under Music Channels.',
    );
  });

  it("holds for the fixture lineup", () => {
    expect(musicIds(file.channels).size).toBe(50);
    expect(musicRuleProblems(file, musicIds(file.channels))).toEqual([]);
  });
});
