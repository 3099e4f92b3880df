/**
 * Words several English catalogues state: the price suffix and the
 * availability sentence. The Spanish ones, ../es/shared.ts, have the same
 * keys. (The genres' names are Compare's own, ./compare.tsx: the other
 * pages do not load them.)
 */
const comingSoon = "Individual subscriptions are coming soon.";
const orderNow =
  "Buildings, hotels and partners can order now through our sales team.";

export const shared = {
  perMonth: "/mo",
  availability: `${comingSoon} ${orderNow}`,
  /** The availability sentence's two halves, for Home to add the sign-up month to the first. */
  comingSoon,
  orderNow,
};

export type SharedWords = typeof shared;
