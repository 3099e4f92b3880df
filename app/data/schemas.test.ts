import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { formatProblem, parseData, quoted } from "./parse-data";
import {
  CHANNEL_NAME_MAX_LENGTH,
  channelNameSchema,
  channelsFileSchema,
} from "./schemas";

/** The messages the channel-name schema gives `name`; none when it is valid. */
function problemsOf(name: string): string[] {
  const result = v.safeParse(channelNameSchema, name);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

const CONTROL_OR_BIDI =
  "must hold no control or bidirectional formatting character";

describe("channel names", () => {
  it.each([
    "A&E",
    "CNN",
    "Univision",
    "Telemundo Puerto Rico",
    "Canal Ñ",
    "Café TV",
    "Nick Jr.",
    "x".repeat(CHANNEL_NAME_MAX_LENGTH),
    // Multi-byte characters count once each.
    "é".repeat(CHANNEL_NAME_MAX_LENGTH),
  ])("takes %j", (name) => {
    expect(problemsOf(name)).toEqual([]);
  });

  it.each([
    {
      case: "81 characters",
      name: "x".repeat(81),
      message: "must be at most 80 characters long (this one has 81)",
    },
    {
      case: "100,000 characters",
      name: "x".repeat(100_000),
      message: "must be at most 80 characters long (this one has 100000)",
    },
    {
      case: "a terminal escape sequence",
      name: "\u001b[2JCNN",
      message: `${CONTROL_OR_BIDI} (found U+001B at character 1)`,
    },
    {
      case: "a C1 control (CSI)",
      name: "CNN\u009b31m",
      message: `${CONTROL_OR_BIDI} (found U+009B at character 4)`,
    },
    {
      case: "a line break",
      name: "CNN\nHLN",
      message: `${CONTROL_OR_BIDI} (found U+000A at character 4)`,
    },
    {
      case: "a tab",
      name: "CNN\tHLN",
      message: `${CONTROL_OR_BIDI} (found U+0009 at character 4)`,
    },
    {
      case: "DEL",
      name: "CNN\u007f",
      message: `${CONTROL_OR_BIDI} (found U+007F at character 4)`,
    },
    {
      case: "RIGHT-TO-LEFT OVERRIDE (U+202E)",
      name: "\u202eNNC",
      message: `${CONTROL_OR_BIDI} (found U+202E at character 1)`,
    },
    {
      case: "LEFT-TO-RIGHT EMBEDDING (U+202A)",
      name: "ESPN\u202a",
      message: `${CONTROL_OR_BIDI} (found U+202A at character 5)`,
    },
    {
      case: "RIGHT-TO-LEFT ISOLATE (U+2067)",
      name: "ESPN \u2067x\u2069",
      message: `${CONTROL_OR_BIDI} (found U+2067 at character 6)`,
    },
    {
      case: "LEFT-TO-RIGHT MARK (U+200E)",
      name: "ESPN\u200e",
      message: `${CONTROL_OR_BIDI} (found U+200E at character 5)`,
    },
    {
      case: "RIGHT-TO-LEFT MARK (U+200F)",
      name: "\u200fESPN",
      message: `${CONTROL_OR_BIDI} (found U+200F at character 1)`,
    },
    {
      case: "ARABIC LETTER MARK (U+061C)",
      name: "ESPN\u061c",
      message: `${CONTROL_OR_BIDI} (found U+061C at character 5)`,
    },
    {
      case: "LINE SEPARATOR (U+2028)",
      name: "ESPN\u2028",
      message: `${CONTROL_OR_BIDI} (found U+2028 at character 5)`,
    },
    {
      case: "an unpaired surrogate",
      name: "ESPN\ud800",
      message: `${CONTROL_OR_BIDI} (found U+D800 at character 5)`,
    },
    {
      case: "a name not in NFC (e + combining acute)",
      name: "Cafe\u0301 TV",
      message:
        "must be in Unicode normalization form NFC (accents composed with their letters, as keyboards type them)",
    },
  ])("refuses $case, naming the problem", ({ name, message }) => {
    expect(problemsOf(name)).toEqual([message]);
  });

  it.each([
    ["U+FDD0", "ESPN\ufdd0", "found U+FDD0 at character 5"],
    ["U+FDEF", "\ufdefESPN", "found U+FDEF at character 1"],
    ["U+FFFE", "ES\ufffePN", "found U+FFFE at character 3"],
    ["U+FFFF", "ESPN\uffff", "found U+FFFF at character 5"],
    ["U+1FFFE", "ESPN\u{1fffe}", "found U+1FFFE at character 5"],
    ["U+10FFFF", "\u{10ffff}ESPN", "found U+10FFFF at character 1"],
  ])("refuses the noncharacter %s, naming it", (_, name, found) => {
    expect(problemsOf(name)).toEqual([
      `must hold no Unicode noncharacter, which XML files such as the feed cannot carry (${found})`,
    ]);
  });

  it("refuses every character XML 1.0 forbids", () => {
    // XML 1.0's Char: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 on.
    const forbidden: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const allowed =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd);
      if (!allowed) forbidden.push(String.fromCharCode(code));
    }
    expect(forbidden).toHaveLength(32 - 3 + 2048 + 2);
    const taken = forbidden.filter(
      (character) => problemsOf(`CNN${character}`).length === 0,
    );
    expect(taken).toEqual([]);
  });

  it("is checked in channels.json, and the problem names the entry with its name escaped", () => {
    const result = parseData(
      channelsFileSchema,
      {
        channels: [{ id: 1, channelName: "\u202eNNC\u001b[0m", binary: 1 }],
        packages: [{ name: "core", title: "Core" }],
      },
      "channels.json",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      'channels.json: channels[0] "\\u202eNNC\\u001b[0m", field channelName: must hold no control or bidirectional formatting character (found U+202E at character 1) (got "\\u202eNNC\\u001b[0m")',
    ]);
  });
});

describe("quoted", () => {
  it("escapes controls, bidi and other formatting characters and line separators", () => {
    expect(quoted("A\u001bB\u202eC\u2066D\u200bE\u2028F\u{e0001}")).toBe(
      '"A\\u001bB\\u202eC\\u2066D\\u200bE\\u2028F\\u{e0001}"',
    );
  });

  it("leaves other text as JSON writes it", () => {
    expect(quoted('Café "TV" 🎬')).toBe('"Café \\"TV\\" 🎬"');
  });
});

describe("a channel's genres and aliases", () => {
  /** check:data's lines for one channel entry carrying `fields`. */
  function problemsWith(fields: Record<string, unknown>): string[] {
    const result = parseData(
      channelsFileSchema,
      {
        channels: [{ id: 1, channelName: "TCM", binary: 1, ...fields }],
        packages: [{ name: "core", title: "Core" }],
      },
      "channels.json",
    );
    return result.ok ? [] : result.problems.map(formatProblem);
  }

  it("takes known genres and valid names, and leaves both optional", () => {
    expect(
      problemsWith({ genres: ["movies", "premium"], aliases: ["Turner"] }),
    ).toEqual([]);
    expect(problemsWith({})).toEqual([]);
    const parsed = parseData(
      channelsFileSchema,
      {
        channels: [
          { id: 1, channelName: "TCM", binary: 1, genres: ["movies"] },
        ],
        packages: [],
      },
      "channels.json",
    );
    expect(parsed.ok && parsed.data.channels[0]).toEqual({
      id: 1,
      channelName: "TCM",
      binary: 1,
      genres: ["movies"],
    });
  });

  it.each([
    {
      case: "an unknown genre",
      fields: { genres: ["movies", "cooking"] },
      problem:
        'channels.json: channels[0] "TCM", field genres[1]: must be one of the genres local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium (got "cooking")',
    },
    {
      case: "an empty list of genres",
      fields: { genres: [] },
      problem:
        'channels.json: channels[0] "TCM", field genres: must list at least one genre, when present (got [])',
    },
    {
      case: "a genre listed twice",
      fields: { genres: ["movies", "premium", "movies"] },
      problem:
        'channels.json: channels[0] "TCM", field genres: must list each genre once ("movies" is listed twice) (got ["movies","premium","movies"])',
    },
    {
      case: "genres that are not a list",
      fields: { genres: "movies" },
      problem:
        'channels.json: channels[0] "TCM", field genres: must be a list of genres (got "movies")',
    },
    {
      case: "an empty list of aliases",
      fields: { aliases: [] },
      problem:
        'channels.json: channels[0] "TCM", field aliases: must list at least one name, when present (got [])',
    },
    {
      case: "an alias with a bidi override",
      fields: { aliases: ["Turner", "\u202eMCT"] },
      problem:
        'channels.json: channels[0] "TCM", field aliases[1]: must hold no control or bidirectional formatting character (found U+202E at character 1) (got "\\u202eMCT")',
    },
    {
      case: "a blank alias",
      fields: { aliases: [" "] },
      problem:
        'channels.json: channels[0] "TCM", field aliases[0]: must be text that is not blank (got " ")',
    },
  ])("refuses $case, naming the field", ({ fields, problem }) => {
    expect(problemsWith(fields)).toEqual([problem]);
  });
});
