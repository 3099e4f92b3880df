import { joinList, plural } from "~/i18n/format";
import type { SearchStatusWords } from "~/lineup/search-status";

/** The status line of a channel search (Channels, the Channel Finder, Compare). */
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
  genres: {
    local: "Local network channels",
    news: "News channels",
    sports: "Sports channels",
    kids: "Kids and family channels",
    movies: "Movie channels",
    entertainment: "Entertainment channels",
    lifestyle: "Lifestyle channels",
    documentary: "Documentary channels",
    spanish: "Spanish-language channels",
    music: "Music channels",
    premium: "Premium channels",
  },
  genre: (heading, count, limit) =>
    count > limit
      ? `${heading} (${count}); here are the first ${limit}.`
      : `${heading} (${count})`,
};
