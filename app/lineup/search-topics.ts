import { GENRES, type GenreKey } from "~/config/genres";
import type { Locale } from "~/i18n/locale";

// Checked by `npm run check:data` (build-tools/topics-check.ts) before any build ships it.
import topicsFile from "../../public/json/topics/topics.json";

/** A search topic as the search uses it: see ./topics-schema.ts for the file's contract. */
export interface SearchTopic {
  words: readonly string[];
  genres: readonly GenreKey[];
  first: readonly GenreKey[];
  heading: Readonly<Record<Locale, string>>;
}

const isGenre = (value: string): value is GenreKey =>
  (GENRES as readonly string[]).includes(value);

/** The topics of `file`, their genre names narrowed to the genre keys. */
export function searchTopicsOf(file: {
  topics: readonly {
    words: readonly string[];
    genres: readonly string[];
    first?: readonly string[];
    heading: { en: string; es: string };
  }[];
}): SearchTopic[] {
  return file.topics.map((topic) => ({
    words: topic.words,
    genres: topic.genres.filter(isGenre),
    first: (topic.first ?? []).filter(isGenre),
    heading: topic.heading,
  }));
}

/** The shipped topics. */
export const SEARCH_TOPICS: readonly SearchTopic[] = searchTopicsOf(topicsFile);
