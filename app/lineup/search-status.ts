import type { GenreKey } from "~/config/genres";
import type { Channel } from "~/data/schemas";

/** Suggestions named in the status line; the list below shows them all. */
export const NAMED_SUGGESTIONS = 5;

/** The words of the line under a channel search, in one language. */
export interface SearchStatusWords {
  /** No name matches, and none is close. */
  noMatch: string;
  /** No name matches; `names` are the closest ones, already joined with "or". */
  didYouMean: (query: string, names: string) => string;
  /** More matches than the list shows. */
  tooMany: (count: number, limit: number) => string;
  /** How many names match. */
  matches: (count: number) => string;
  /** Joins names with "or" in the language. */
  orList: (names: readonly string[]) => string;
  /** Each genre's channels, as a heading: "Sports channels". */
  genres: Readonly<Record<GenreKey, string>>;
  /** A genre's channels found: "Sports channels (23)", saying so when the list shows fewer. */
  genre: (heading: string, count: number, limit: number) => string;
}

/** 'No channel called "MASN". Did you mean: MSNBC or Jazz Masters?' */
export function suggestionLine(
  words: SearchStatusWords,
  query: string,
  suggestions: readonly Channel[],
): string {
  const names = suggestions
    .slice(0, NAMED_SUGGESTIONS)
    .map(({ channelName }) => channelName);
  return words.didYouMean(query.trim(), words.orList(names));
}

/**
 * The line under a channel search: the genre asked for and how many channels
 * it has, how many names match, or which are only close.
 */
export function searchStatus(
  words: SearchStatusWords,
  query: string,
  matchCount: number,
  suggestions: readonly Channel[],
  limit: number,
  genre: GenreKey | null = null,
): string {
  if (query.trim() === "") return "";
  if (genre !== null)
    return words.genre(words.genres[genre], matchCount, limit);
  if (matchCount === 0) {
    return suggestions.length > 0
      ? suggestionLine(words, query, suggestions)
      : words.noMatch;
  }
  return matchCount > limit
    ? words.tooMany(matchCount, limit)
    : words.matches(matchCount);
}
