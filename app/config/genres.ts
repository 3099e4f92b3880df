/**
 * The fixed genres a channel may carry (`genres` in channels.json). These are
 * the keys the data files hold; each language's name for them lives in the
 * message catalogues.
 */
export const GENRES = [
  "local",
  "news",
  "sports",
  "kids",
  "movies",
  "entertainment",
  "lifestyle",
  "documentary",
  "spanish",
  "music",
  "premium",
] as const;

export type GenreKey = (typeof GENRES)[number];
