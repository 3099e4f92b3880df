import type { GenreKey } from "~/config/genres";

/**
 * Words several English catalogues state: the price suffix, the availability
 * sentence and the genres' names. The Spanish ones, ../es/shared.ts, have the
 * same keys.
 */
export const shared = {
  perMonth: "/mo",
  availability:
    "Individual subscriptions are coming soon. Buildings, hotels and partners can order now through our sales team.",
  /** Each genre's name, as a list or a choice shows it. */
  genres: {
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
  } satisfies Record<GenreKey, string>,
};

export type SharedWords = typeof shared;
