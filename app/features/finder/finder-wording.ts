import type { Channel } from "~/data/schemas";
import { formatCents } from "~/lineup/format-price";
import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import type { FinderOption } from "./finder-answer";

/**
 * The sentences of the Finder's answer from its numbers: the amounts and
 * counts are worked out here, the words come from the page language's
 * catalogue.
 */

type AnswerWords = FinderAnswerMessages["answer"];

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

/**
 * How the cheapest option compares with a bill, a month and a year: "Compared
 * with your bill of $205.00, the cheapest option is $120.01 less a month,
 * $1,440.12 a year."
 */
export function savingLine(
  words: FinderAnswerMessages["saving"],
  billCents: number,
  priceCents: number,
): string {
  const bill = formatCents(billCents);
  const difference = billCents - priceCents;
  if (difference === 0) return words.same(bill);
  const month = formatCents(Math.abs(difference));
  const year = formatCents(Math.abs(difference) * 12);
  return difference > 0
    ? words.less(bill, month, year)
    : words.more(bill, month, year);
}
