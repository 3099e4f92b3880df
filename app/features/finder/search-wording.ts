import type { Channel } from "~/data/schemas";
import type { GenreKey } from "~/config/genres";
import { suggestionLine } from "~/lineup/search-status";
import type { FinderMessages } from "~/messages/en/finder";

type SearchWords = FinderMessages["search"];

/** Options the channel field lists at once; typing more narrows the list. */
export const MAX_OPTIONS = 50;

/**
 * What the channel field found, for its live region: the genre asked for and
 * its count, how many channels match, or which are only close. Empty until
 * something is typed; the field's instruction stays beside it.
 */
export function searchStatusLine(
  words: SearchWords,
  query: string,
  count: number,
  suggestions: readonly Channel[] = [],
  genre: GenreKey | null = null,
): string {
  if (query.trim() === "") return "";
  if (genre !== null)
    return words.status.genre(words.status.genres[genre], count, MAX_OPTIONS);
  if (count === 0) {
    return suggestions.length > 0
      ? `${suggestionLine(words.status, query, suggestions)} ${words.pickOne}`
      : words.status.noMatch;
  }
  return count > MAX_OPTIONS
    ? words.tooMany(count, MAX_OPTIONS)
    : words.status.matches(count);
}
