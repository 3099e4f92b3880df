import type { Channel } from "~/data/schemas";
import { suggestionLine } from "~/features/channels/search-status";
import { formatCents } from "~/lib/format-price";

import type { FinderOption } from "./finder-answer";

const LIST = new Intl.ListFormat("en-US", {
  style: "long",
  type: "conjunction",
});

/** Channel names as prose: "ESPN, CNN and HBO" (with the serial comma). */
export function channelList(channels: readonly Channel[]): string {
  return LIST.format(channels.map((channel) => channel.channelName));
}

/** "1 channel", "3 channels". */
export function channelCount(count: number): string {
  return `${count} channel${count === 1 ? "" : "s"}`;
}

/** "1 TV channel", "50 music channels". */
function kindCount(count: number, kind: "TV" | "music"): string {
  return `${count} ${kind} channel${count === 1 ? "" : "s"}`;
}

/** What an option holds: "61 TV channels and 50 music channels", or "1 TV channel". */
export function optionChannels({
  tvCount,
  musicCount,
}: Pick<FinderOption, "tvCount" | "musicCount">): string {
  return musicCount > 0
    ? `${kindCount(tvCount, "TV")} and ${kindCount(musicCount, "music")}`
    : kindCount(tvCount, "TV");
}

/**
 * The price per TV channel, counting only TV channels: "About $0.66 per TV
 * channel a month, across its 61 TV channels (its 50 music channels not
 * counted)."
 */
export function perTvChannel(option: FinderOption): string {
  const music =
    option.musicCount > 0
      ? ` (its ${kindCount(option.musicCount, "music")} not counted)`
      : "";
  return `About ${formatCents(option.centsPerTvChannel)} per TV channel a month, across its ${kindCount(option.tvCount, "TV")}${music}.`;
}

/** The packages of an option: "Core + HBO". */
export function optionName(option: FinderOption): string {
  return option.parts.map((part) => part.offer.title).join(" + ");
}

/** A monthly amount: "$50.49/mo". */
export function monthly(cents: number): string {
  return `${formatCents(cents)}/mo`;
}

/** One line for screen readers when the answer changes. */
export function answerSummary(option: FinderOption | null): string {
  return option
    ? `Cheapest: ${optionName(option)}, ${monthly(option.cents)}.`
    : "No package carries the channels you chose.";
}

/** Options the channel field lists at once; typing more narrows the list. */
export const MAX_OPTIONS = 50;

/** The line under the channel field: how to use it, how many channels match, or which are only close. */
export function searchHint(
  query: string,
  count: number,
  suggestions: readonly Channel[] = [],
): string {
  if (query.trim() === "") {
    return "Type part of a channel name, then tap or click it in the list, or choose it with the arrow keys and Enter.";
  }
  if (count === 0) {
    return suggestions.length > 0
      ? `${suggestionLine(query, suggestions)} Pick one from the list.`
      : "No channel matches that name.";
  }
  const found = count === 1 ? "1 channel matches" : `${count} channels match`;
  return count > MAX_OPTIONS
    ? `${found}; the first ${MAX_OPTIONS} are listed. Keep typing to narrow it down.`
    : `${found}.`;
}
