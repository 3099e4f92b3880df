import { GENRES, type GenreKey } from "~/config/genres";
import type { Channel } from "~/data/schemas";

import {
  type NameIndex,
  type NameSearch,
  createNameIndex,
  nameKey,
  searchNames,
} from "./name-match";

/**
 * The words that ask for a kind of channel rather than a name, in English
 * and in Spanish (a visitor may search in either on either page), matched
 * as names are: letter case, accents, spaces and punctuation aside.
 */
const GENRE_WORDS: Readonly<Record<GenreKey, readonly string[]>> = {
  local: [
    "local",
    "locals",
    "local channels",
    "local networks",
    "locales",
    "canales locales",
    "cadenas locales",
  ],
  news: ["news", "noticias", "noticieros"],
  sports: [
    "sports",
    "sport",
    "deportes",
    "deporte",
    "fútbol",
    "football",
    "soccer",
  ],
  kids: [
    "kids",
    "children",
    "family",
    "cartoons",
    "niños",
    "infantiles",
    "familia",
    "caricaturas",
  ],
  movies: ["movies", "films", "cine", "películas"],
  entertainment: ["entertainment", "entretenimiento"],
  lifestyle: ["lifestyle", "estilo de vida", "cooking", "cocina"],
  documentary: ["documentary", "documentaries", "documentales", "documental"],
  spanish: [
    "spanish",
    "spanish language",
    "español",
    "en español",
    "latino",
    "hispanic",
  ],
  music: ["music", "música"],
  premium: ["premium"],
};

let genreByWord: ReadonlyMap<string, GenreKey> | undefined;

/** The genre `query` names, if it names one. */
export function genreOfQuery(query: string): GenreKey | null {
  genreByWord ??= new Map(
    GENRES.flatMap((genre) =>
      GENRE_WORDS[genre].map((word) => [nameKey(word).text, genre] as const),
    ),
  );
  return genreByWord.get(nameKey(query).text) ?? null;
}

/** What a channel search finds. */
export interface ChannelSearch extends NameSearch<Channel> {
  /**
   * The genre the query names; `matches` then holds that genre's channels in
   * the lineup's order, an answer to "which sports channels", not names that
   * happen to contain the word.
   */
  genre: GenreKey | null;
}

/** The lineup indexed by each channel's name and its other names (`aliases`). */
export function createChannelIndex(
  channels: readonly Channel[],
): NameIndex<Channel> {
  return createNameIndex(channels, (channel) => [
    channel.channelName,
    ...(channel.aliases ?? []),
  ]);
}

/**
 * The channels `query` asks for: a genre's, or those whose names match it
 * (also when no channel has the genre the word names).
 */
export function searchChannels(
  index: NameIndex<Channel>,
  query: string,
): ChannelSearch {
  // Nothing typed, as on a screen's first drawing: answered without preparing
  // the genre words or any name (a page's first Unicode normalization is not
  // free on a phone's main thread).
  if (query.trim() === "") return { genre: null, matches: [], suggestions: [] };
  const genre = genreOfQuery(query);
  const ofGenre =
    genre === null
      ? []
      : index.items.filter((channel) => channel.genres?.includes(genre));
  return ofGenre.length > 0
    ? { genre, matches: ofGenre, suggestions: [] }
    : { genre: null, ...searchNames(index, query) };
}
