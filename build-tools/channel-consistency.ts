import { GENRES } from "../app/config/genres";
import { type DataProblem, entryLabel, quoted } from "../app/data/parse-data";
import type { Channel, ChannelsFile, PackagesFile } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { packageCounts } from "../app/features/facts/plan-facts";
import { channelCountText } from "../app/lineup/channel-count-text";
import { nameKey } from "../app/lineup/name-match";

/**
 * Checks of the channels' genres and other names, and of the channel counts
 * packages.json states, that the schemas cannot express.
 */

/**
 * Every channel has a genre: the site's genre search and the channel pages
 * show them. The schema leaves `genres` optional, so this holds the shipped files.
 */
export function checkChannelGenres(
  file: string,
  channels: readonly Channel[],
): DataProblem[] {
  return channels.flatMap((channel, index) =>
    channel.genres === undefined
      ? [
          {
            file,
            entry: entryLabel("channels", index, channel),
            field: "genres",
            message: `is missing: every channel has at least one genre (${GENRES.join(", ")})`,
          },
        ]
      : [],
  );
}

/**
 * Each alias that reads (letter case, accents, spaces and punctuation aside,
 * as search and the lineup editor match names) as a channel's name, or as
 * an alias listed before it, its own channel's included: a search for it
 * would not know which channel is meant. One problem per alias, naming both.
 */
export function aliasClashes(
  file: string,
  channels: readonly Channel[],
): DataProblem[] {
  const names = new Map<string, number>();
  channels.forEach((channel, index) => {
    const key = nameKey(channel.channelName).text;
    if (key !== "" && !names.has(key)) names.set(key, index);
  });
  const aliases = new Map<string, { index: number; alias: number }>();
  const label = (index: number) =>
    entryLabel("channels", index, channels[index]);
  return channels.flatMap((channel, index) =>
    (channel.aliases ?? []).flatMap((alias, position) => {
      const problem = (message: string): DataProblem[] => [
        {
          file,
          entry: label(index),
          field: `aliases[${position}]`,
          message,
        },
      ];
      const key = nameKey(alias).text;
      if (key === "") {
        return problem(
          `${quoted(alias)} has no letter or digit, so no search can find it`,
        );
      }
      const named = names.get(key);
      if (named !== undefined) {
        return problem(
          `${quoted(alias)} reads as the same name as ${named === index ? "the channel's own name" : label(named)} (names are matched ignoring letter case, accents, spaces and punctuation)`,
        );
      }
      const earlier = aliases.get(key);
      if (earlier !== undefined) {
        const owner =
          earlier.index === index ? "this channel" : label(earlier.index);
        const other = channels[earlier.index]?.aliases?.[earlier.alias] ?? "";
        return problem(
          `${quoted(alias)} reads as the same name as ${quoted(other)}, already an alias of ${owner} (aliases[${earlier.alias}]; names are matched ignoring letter case, accents, spaces and punctuation)`,
        );
      }
      aliases.set(key, { index, alias: position });
      return [];
    }),
  );
}

/**
 * Each package's `channels` text, and its Spanish one, says the counts the
 * lineup gives that package (TV and music apart, as the Channels page counts
 * them), in the words `channelCountText` writes.
 */
export function checkChannelCountTexts(
  file: string,
  entries: PackagesFile,
  channelsFileLabel: string,
  lineup: ChannelsFile,
): DataProblem[] {
  return entries.flatMap((entry, index) => {
    const counts = packageCounts(lineup, entry.name);
    const texts: { field: string; text: string; locale: Locale }[] = [
      { field: "channels", text: entry.channels, locale: "en" },
    ];
    if (entry.es?.channels !== undefined) {
      texts.push({
        field: "es.channels",
        text: entry.es.channels,
        locale: "es",
      });
    }
    return texts.flatMap(({ field, text, locale }) => {
      const expected = channelCountText(counts, locale);
      if (text === expected) return [];
      return [
        {
          file,
          entry: entryLabel(null, index, entry),
          field,
          message: `says ${quoted(text)}, but ${channelsFileLabel} gives ${entry.name} ${counts.tv} TV and ${counts.music} music channels: it must read ${quoted(expected)} (npm run lineup writes it)`,
        },
      ];
    });
  });
}
