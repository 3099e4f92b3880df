import { useState } from "react";

import type { Channel } from "~/data/schemas";
import type { FinderMessages } from "~/messages/en/finder";

/** What the Finder's polite region last took into account: the channels answered and the answer's words. */
export interface FinderState {
  channels: readonly Channel[];
  answer: string;
}

type ChangeWords = FinderMessages["changed"];

/** The channels added, then those removed, by name: "Added CNN. Removed ESPN." */
export function choiceChange(
  words: ChangeWords,
  before: readonly Channel[],
  after: readonly Channel[],
): string {
  const had = new Set(before.map((channel) => channel.id));
  const has = new Set(after.map((channel) => channel.id));
  const added = after.filter((channel) => !had.has(channel.id));
  const removed = before.filter((channel) => !has.has(channel.id));
  const names = (channels: readonly Channel[]) =>
    channels.map((channel) => channel.channelName);
  return [
    added.length > 0 ? words.added(names(added)) : "",
    removed.length > 0 ? words.removed(names(removed)) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * One message for a change: each channel added or removed, then the answer
 * when it differs from the last one said. An add that leaves the answer as it
 * was is still said, by the channel's name.
 */
export function finderStatus(
  words: ChangeWords,
  last: FinderState,
  now: FinderState,
): string {
  return [
    choiceChange(words, last.channels, now.channels),
    now.answer === last.answer ? "" : now.answer,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The message of the Finder's polite region for the channels answered and
 * the answer's words. A page opened with channels says its answer; each
 * change after that says what changed.
 */
export function useFinderStatus(words: ChangeWords, now: FinderState): string {
  const [said, setSaid] = useState(() => ({ ...now, message: now.answer }));
  if (said.channels !== now.channels || said.answer !== now.answer) {
    // Worked out while rendering, so the region and the answer change together.
    setSaid({ ...now, message: finderStatus(words, said, now) });
  }
  return said.message;
}
