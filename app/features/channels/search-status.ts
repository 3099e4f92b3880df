import type { Channel } from "~/data/schemas";

/** Suggestions named in the status line; the list below shows them all. */
export const NAMED_SUGGESTIONS = 5;

const OR_LIST = new Intl.ListFormat("en-US", {
  style: "long",
  type: "disjunction",
});

/** 'No channel called "MASN". Did you mean: MSNBC or Jazz Masters?' */
export function suggestionLine(
  query: string,
  suggestions: readonly Channel[],
): string {
  const names = suggestions
    .slice(0, NAMED_SUGGESTIONS)
    .map(({ channelName }) => channelName);
  return `No channel called "${query.trim()}". Did you mean: ${OR_LIST.format(names)}?`;
}

/** The line under a channel search: how many names match, or which are only close. */
export function searchStatus(
  query: string,
  matchCount: number,
  suggestions: readonly Channel[],
  limit: number,
): string {
  if (query.trim() === "") return "";
  if (matchCount === 0) {
    return suggestions.length > 0
      ? suggestionLine(query, suggestions)
      : "No channel matches that name.";
  }
  if (matchCount > limit) {
    return `${matchCount} channels match; here are the first ${limit}.`;
  }
  return `${matchCount} channel${matchCount === 1 ? "" : "s"} match.`;
}
