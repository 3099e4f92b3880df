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
  setPackages,
} from "./edits";
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
    { ids: [], next: 1 },
    { ids: [1, 2, 3], next: 4 },
    { ids: [1, 7, 3], next: 8 },
  ])("after $ids is $next", ({ ids, next }) => {
    expect(
      nextFreeId(ids.map((id) => ({ id, channelName: `C${id}`, binary: 1 }))),
    ).toBe(next);
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
      '"СNN" looks like the channel "CNN" (id 39): the two names are confusable (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.',
  },
  {
    case: "Greek ΑΜC beside AMC",
    name: "\u0391\u039cC",
    message:
      '"ΑΜC" looks like the channel "AMC" (id 6): the two names are confusable (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.',
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
  {
    case: "FIRST STRONG ISOLATE",
    name: "News \u2068x",
    message:
      '"News \\u2068x" cannot be a channel name: a channel name must hold no control or bidirectional formatting character (found U+2068 at character 6).',
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
