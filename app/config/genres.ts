import type { PackageKey } from "./constants";

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

/**
 * The genre every channel of a themed add-on carries (docs/lineup.md,
 * "Search topics"); `check:data` refuses a channel without it unless the
 * topics file says why.
 */
export const PACKAGE_THEMES = {
  latino: "spanish",
  sportsFanatic: "sports",
} as const satisfies Partial<Record<PackageKey, GenreKey>>;
