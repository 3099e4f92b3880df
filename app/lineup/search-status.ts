import type { GenreKey } from "~/config/genres";
import type { Channel } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { shortenText } from "~/lib/shorten-text";

import type { KindAnswer } from "./channel-search";
import type { LocalStations } from "./local-stations";
import { CLOSE_SPELLINGS } from "./name-match";

/** The words of the line under a channel search, in one language. */
export interface SearchStatusWords {
  /** The language of the words, which picks a topic's heading. */
  locale: Locale;
  /** Nothing matches, and nothing is spelled close: the lineup does not have it. */
  notCarried: (query: string) => string;
  /** Said after `notCarried`: the local networks every primary package carries. */
  localNetworks: (names: readonly string[]) => string;
  /** Nothing matches; `names` are close spellings, already joined with "or". */
  didYouMean: (query: string, names: string) => string;
  /** No channel passes every filter at once (Compare's name, kind and packages). */
  noMatch: string;
  /** More matches than the list shows. */
  tooMany: (count: number, limit: number) => string;
  /** How many names match. */
  matches: (count: number) => string;
  /** Joins names with "or" in the language. */
  orList: (names: readonly string[]) => string;
  /** Each genre's channels, as a heading: "Sports channels". */
  genres: Readonly<Record<GenreKey, string>>;
  /** Channels of several genres at once, as a heading: "Channels listed as news and Spanish-language". */
  combination: (genres: readonly GenreKey[]) => string;
  /** A kind's channels found: "Sports channels (23)", saying so when the list shows fewer. */
  kind: (heading: string, count: number, limit: number) => string;
}

/** The heading of a kind answer: the topic's own, a genre's, or the genres together. */
export function kindHeading(
  words: SearchStatusWords,
  kind: KindAnswer,
): string {
  if (kind.topic !== null) return kind.topic.heading[words.locale];
  const [only] = kind.genres;
  return kind.genres.length === 1 && only !== undefined
    ? words.genres[only]
    : words.combination(kind.genres);
}

/**
 * 'MASN isn't in our lineup.', with 'Did you mean: …?' when a name is spelled
 * close. When nothing is, the query may be a city or a station's call sign:
 * the line goes on with the local networks and, when the business has said,
 * how stations are chosen, so it never reads as "no local news".
 */
export function notCarriedLine(
  words: SearchStatusWords,
  query: string,
  suggestions: readonly Channel[],
  local: LocalStations | null = null,
): string {
  const typed = shortenText(query.trim());
  if (suggestions.length === 0) {
    const line = words.notCarried(typed);
    if (local === null) return line;
    const howChosen = local.howChosen?.[words.locale];
    return [line, words.localNetworks(local.networks), howChosen]
      .filter((part) => part !== undefined && part.trim() !== "")
      .join(" ");
  }
  const names = suggestions
    .slice(0, CLOSE_SPELLINGS)
    .map(({ channelName }) => channelName);
  return words.didYouMean(typed, words.orList(names));
}

/**
 * The line under a channel search: the kind asked for and how many channels
 * it has, how many names match, or that the lineup has no such channel.
 */
export function searchStatus(
  words: SearchStatusWords,
  query: string,
  matchCount: number,
  suggestions: readonly Channel[],
  limit: number,
  kind: KindAnswer | null = null,
  local: LocalStations | null = null,
): string {
  if (query.trim() === "") return "";
  if (kind !== null)
    return words.kind(kindHeading(words, kind), matchCount, limit);
  if (matchCount === 0) return notCarriedLine(words, query, suggestions, local);
  return matchCount > limit
    ? words.tooMany(matchCount, limit)
    : words.matches(matchCount);
}
