import { joinList, plural } from "~/i18n/format";
import type { SearchStatusWords } from "~/lineup/search-status";

/** The status line of a channel-name search (Channels, and the Channel Finder). */
export const nameSearch: SearchStatusWords = {
  noMatch: "No channel matches that name.",
  didYouMean: (query, names) =>
    `No channel called "${query}". Did you mean: ${names}?`,
  tooMany: (count, limit) =>
    `${count} channels match; here are the first ${limit}.`,
  matches: (count) =>
    plural("en", count, {
      one: `${count} channel matches.`,
      other: `${count} channels match.`,
    }),
  orList: (names) => joinList("en", names, "or"),
};
