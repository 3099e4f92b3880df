/**
 * Words several English catalogues state: the price suffix and the
 * availability sentence. The Spanish ones, ../es/shared.ts, have the same
 * keys. (The genres' names are Compare's own, ./compare.tsx: the other
 * pages do not load them.)
 */
export const shared = {
  perMonth: "/mo",
  availability:
    "Individual subscriptions are coming soon. Buildings, hotels and partners can order now through our sales team.",
};

export type SharedWords = typeof shared;
