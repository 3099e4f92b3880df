import type { Channel } from "~/data/schemas";
import { formatCents } from "~/lineup/format-price";
import type { GenreKey } from "~/config/genres";
import { suggestionLine } from "~/lineup/search-status";
import type { FinderMessages } from "~/messages/en/finder";

import type { FinderOption } from "./finder-answer";

/**
 * The Finder's sentences from its numbers: the amounts and counts are worked
 * out here, the words come from the page language's catalogue.
 */

type AnswerWords = FinderMessages["answer"];
type SearchWords = FinderMessages["search"];

/** Channel names as prose: "ESPN, CNN and HBO". */
export function channelList(
  words: AnswerWords,
  channels: readonly Channel[],
): string {
  return words.list(channels.map((channel) => channel.channelName));
}

/** What an option holds: "61 TV channels and 50 music channels", or "1 TV channel". */
export function optionChannels(
  words: AnswerWords,
  { tvCount, musicCount }: Pick<FinderOption, "tvCount" | "musicCount">,
): string {
  return words.optionChannels(tvCount, musicCount);
}

/**
 * The price per TV channel, counting only TV channels: "About $0.66 per TV
 * channel a month, across its 61 TV channels (its 50 music channels not
 * counted)."
 */
export function perTvChannel(words: AnswerWords, option: FinderOption): string {
  return words.perTvChannel(
    formatCents(option.centsPerTvChannel),
    option.tvCount,
    option.musicCount,
  );
}

/** The packages of an option: "Core + HBO". */
export function optionName(option: FinderOption): string {
  return option.parts.map((part) => part.offer.title).join(" + ");
}

/** A monthly amount: "$50.49/mo". */
export function monthly(words: AnswerWords, cents: number): string {
  return words.monthly(formatCents(cents));
}

/** An option after its name, set against the cheapest: "$59.99/mo, $25.49 more, 3 TV channels." */
export function otherOptionLine(
  words: AnswerWords,
  best: FinderOption,
  option: FinderOption,
): string {
  return words.other({
    price: monthly(words, option.cents),
    extra:
      option.cents > best.cents ? formatCents(option.cents - best.cents) : null,
    tvCount: option.tvCount,
    musicCount: option.musicCount,
    leftOut:
      option.leftOut.length > 0 ? channelList(words, option.leftOut) : null,
  });
}

/** One line for screen readers when the answer changes. */
export function answerSummary(
  words: AnswerWords,
  option: FinderOption | null,
): string {
  return option
    ? words.summary(optionName(option), monthly(words, option.cents))
    : words.summaryNone;
}

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
