import { readFile } from "node:fs/promises";
import path from "node:path";

import { PACKAGE_KEYS, type PackageKey } from "../app/config/constants";
import { PACKAGE_THEMES } from "../app/config/genres";
import {
  type DataProblem,
  entryLabel,
  parseData,
  quoted,
} from "../app/data/parse-data";
import type { Channel } from "../app/data/schemas";
import { FILLER_WORDS, GENRE_WORDS } from "../app/lineup/channel-search";
import { isInPackage } from "../app/lineup/membership";
import { nameKey } from "../app/lineup/name-match";
import {
  TOPICS_PATH,
  type TopicsFile,
  topicsFileSchema,
} from "../app/lineup/topics-schema";

/**
 * The checks of the search topics file (docs/lineup.md, "Search topics"),
 * and of the themed add-ons' genres it may excuse, for `npm run check:data`.
 */

const isThemed = (key: PackageKey): key is keyof typeof PACKAGE_THEMES =>
  Object.hasOwn(PACKAGE_THEMES, key);

/** What each of the search's fixed words is, by its letters as names are matched. */
function fixedWords(): Map<string, string> {
  const fixed = new Map<string, string>();
  for (const word of FILLER_WORDS) {
    fixed.set(nameKey(word).text, "a word the search passes over");
  }
  for (const [genre, words] of Object.entries(GENRE_WORDS)) {
    for (const word of words) {
      fixed.set(nameKey(word).text, `a word for the genre ${genre}`);
    }
  }
  return fixed;
}

/**
 * Each topic's words are new to the search (no genre word, no other topic's
 * word, no channel's name, which a search reads as the channel) and its
 * genres together hold at least one channel.
 */
export function checkTopics(
  file: string,
  data: TopicsFile,
  channels: readonly Channel[] | undefined,
): DataProblem[] {
  const problems: DataProblem[] = [];
  const fixed = fixedWords();
  const names = new Map<string, string>();
  for (const channel of channels ?? []) {
    for (const name of [channel.channelName, ...(channel.aliases ?? [])]) {
      names.set(nameKey(name).text, channel.channelName);
    }
  }
  const seen = new Map<string, number>();
  data.topics.forEach((topic, index) => {
    const entry = entryLabel("topics", index, { name: topic.heading.en });
    topic.words.forEach((word, position) => {
      const field = `words[${position}]`;
      const key = nameKey(word).text;
      const problem = (message: string) =>
        problems.push({ file, entry, field, message });
      if (key === "") return problem("must hold a letter or digit");
      const fixedAs = fixed.get(key);
      if (fixedAs !== undefined) {
        return problem(`${quoted(word)} is already ${fixedAs}`);
      }
      const channel = names.get(key);
      if (channel !== undefined) {
        return problem(
          `${quoted(word)} reads as the channel ${quoted(channel)}, which a search for it finds`,
        );
      }
      const other = seen.get(key);
      if (other !== undefined) {
        return problem(
          `${quoted(word)} is also a word of ${other === index ? "this topic" : `topics[${other}]`}`,
        );
      }
      seen.set(key, index);
    });
    if (
      channels !== undefined &&
      !channels.some((channel) =>
        topic.genres.every((genre) => channel.genres?.includes(genre)),
      )
    ) {
      problems.push({
        file,
        entry,
        field: "genres",
        message: `no channel has every one of ${topic.genres.join(", ")}: the topic would answer with nothing`,
      });
    }
  });
  return problems;
}

/**
 * Every channel of a themed add-on carries the theme's genre (Latino:
 * spanish; Sports Fanatic: sports), unless the topics file's `outsideTheme`
 * says why; and each such entry names a channel of that add-on (it may
 * hold the genre still, so an entry can be made before the genre goes).
 */
export function checkThemes(
  channelsFile: string,
  channels: readonly Channel[],
  topicsFile: string,
  data: TopicsFile,
): DataProblem[] {
  const problems: DataProblem[] = [];
  const excused = (channel: Channel, key: PackageKey) =>
    data.outsideTheme.some(
      (entry) => entry.channel === channel.channelName && entry.package === key,
    );
  channels.forEach((channel, index) => {
    for (const key of PACKAGE_KEYS) {
      if (!isThemed(key) || !isInPackage(channel.binary, key)) continue;
      const genre = PACKAGE_THEMES[key];
      if (channel.genres?.includes(genre) || excused(channel, key)) continue;
      problems.push({
        file: channelsFile,
        entry: entryLabel("channels", index, channel),
        field: "genres",
        message: `lacks ${genre}, the theme of the package ${key}: add it (npm run lineup -- set ${quoted(channel.channelName)} --genres …), or say why in ${topicsFile} (outsideTheme)`,
      });
    }
  });
  data.outsideTheme.forEach((entry, index) => {
    const problem = (message: string) =>
      problems.push({
        file: topicsFile,
        entry: entryLabel("outsideTheme", index, { name: entry.channel }),
        field: "",
        message,
      });
    if (!isThemed(entry.package)) {
      return problem(`${entry.package} has no theme`);
    }
    const channel = channels.find(
      ({ channelName }) => channelName === entry.channel,
    );
    if (channel === undefined) {
      return problem(`names no channel of ${channelsFile}`);
    }
    if (!isInPackage(channel.binary, entry.package)) {
      return problem(
        `${quoted(channel.channelName)} is not in ${entry.package}`,
      );
    }
  });
  return problems;
}

/**
 * Reads and checks the topics file under `publicDir` (the schema, its words
 * and, with the lineup, its genres and the themed add-ons). `text`, when
 * given, stands for the file's content.
 */
export async function checkTopicsFile(
  publicDir: string,
  cwd: string,
  channels: { file: string; channels: readonly Channel[] } | undefined,
  text?: string,
): Promise<DataProblem[]> {
  const filePath = path.join(publicDir, TOPICS_PATH);
  const file = path.relative(cwd, filePath) || filePath;
  const fail = (message: string): DataProblem[] => [
    { file, entry: "the file", field: "", message },
  ];
  let json: unknown;
  try {
    json = JSON.parse(text ?? (await readFile(filePath, "utf8")));
  } catch (error) {
    return fail(
      error instanceof SyntaxError
        ? `is not valid JSON: ${error.message}`
        : "is missing or cannot be read",
    );
  }
  const parsed = parseData(topicsFileSchema, json, file);
  if (!parsed.ok) return parsed.problems;
  return [
    ...checkTopics(file, parsed.data, channels?.channels),
    ...(channels
      ? checkThemes(channels.file, channels.channels, file, parsed.data)
      : []),
  ];
}
