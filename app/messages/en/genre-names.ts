import type { GenreKey } from "~/config/genres";

/** Each genre's name, as Compare's choice of kinds and the channel pages show it. */
export const genreNames = {
  local: "Local networks",
  news: "News",
  sports: "Sports",
  kids: "Kids and family",
  movies: "Movies",
  entertainment: "Entertainment",
  lifestyle: "Lifestyle",
  documentary: "Documentary",
  spanish: "Spanish-language",
  music: "Music",
  premium: "Premium",
} satisfies Record<GenreKey, string>;
