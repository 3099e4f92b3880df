import { joinList, plural } from "~/i18n/format";
import type { SearchStatusWords } from "~/lineup/search-status";

import { genreNames } from "./genre-names";

const genres: SearchStatusWords["genres"] = {
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
};

/** The status line of a channel search (Channels, the Channel Finder, Compare). */
export const nameSearch: SearchStatusWords = {
  locale: "en",
  notCarried: (query) => `“${query}” isn’t in our lineup.`,
  localNetworks: (names) =>
    `For local stations, every primary package includes ${joinList("en", names)}.`,
  didYouMean: (query, names) =>
    `“${query}” isn’t in our lineup. Did you mean ${names}?`,
  noMatch: "No channel matches all of these choices.",
  tooMany: (count, limit) =>
    `${count} channels match; here are the first ${limit}.`,
  matches: (count) =>
    plural("en", count, {
      one: `${count} channel matches.`,
      other: `${count} channels match.`,
    }),
  orList: (names) => joinList("en", names, "or"),
  genres,
  // "Spanish-language news channels"; "Channels listed as news and sports".
  combination: (kinds) => {
    const others = kinds.filter((kind) => kind !== "spanish");
    const [only] = others;
    const base =
      others.length === 1 && only !== undefined
        ? genres[only]
        : `Channels listed as ${joinList(
            "en",
            others.map((kind) => genreNames[kind].toLowerCase()),
            "and",
          )}`;
    return kinds.includes("spanish")
      ? `Spanish-language ${base.charAt(0).toLowerCase()}${base.slice(1)}`
      : base;
  },
  kind: (heading, count, limit) =>
    count > limit
      ? `${heading} (${count}); here are the first ${limit}.`
      : `${heading} (${count})`,
};
