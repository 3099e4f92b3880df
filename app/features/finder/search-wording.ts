import type { Channel } from "~/data/schemas";
import type { ChannelSearch, KindAnswer } from "~/lineup/channel-search";
import type { LocalStations } from "~/lineup/local-stations";
import { kindHeading, notCarriedLine } from "~/lineup/search-status";
import type { FinderMessages } from "~/messages/en/finder";

type SearchWords = FinderMessages["search"];

/** A search of the channels the visitor can still add. */
export interface FinderSearch extends ChannelSearch {
  /** Matches the visitor has already added, left out of `matches` and `suggestions`. */
  chosen: readonly Channel[];
}

/** Options the channel field lists at once for a name; typing more narrows the list. */
export const MAX_OPTIONS = 50;

/** The options a search lists: every channel of a kind, else the first MAX_OPTIONS names or close spellings. */
export function listedOptions(
  kind: KindAnswer | null,
  matches: readonly Channel[],
  suggestions: readonly Channel[],
): readonly Channel[] {
  if (kind !== null) return matches;
  return (matches.length > 0 ? matches : suggestions).slice(0, MAX_OPTIONS);
}

/**
 * What the channel field found, for its live region: the kind asked for and
 * its count, how many channels match, or that the lineup has no such
 * channel, or that the channels it names are already added. Empty until something is typed; the field's instruction stays
 * beside it.
 */
export function searchStatusLine(
  words: SearchWords,
  query: string,
  count: number,
  suggestions: readonly Channel[] = [],
  kind: KindAnswer | null = null,
  local: LocalStations | null = null,
  chosen: readonly Channel[] = [],
): string {
  if (query.trim() === "") return "";
  if (kind !== null)
    return words.status.kind(kindHeading(words.status, kind), count, count);
  // The channels it names are in the lineup: the visitor has added them.
  if (count === 0 && chosen.length > 0)
    return words.alreadyChosen(chosen.map((channel) => channel.channelName));
  if (count === 0) {
    const line = notCarriedLine(words.status, query, suggestions, local);
    return suggestions.length > 0 ? `${line} ${words.pickOne}` : line;
  }
  return count > MAX_OPTIONS
    ? words.tooMany(count, MAX_OPTIONS)
    : words.status.matches(count);
}
