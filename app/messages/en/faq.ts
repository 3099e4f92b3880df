import { site } from "~/config/site";

/**
 * The FAQ page's fixed words in English; the answers are written from the
 * data files by app/features/facts/faq-content-en.ts. The Spanish catalogue,
 * ../es/faq.ts, has the same keys.
 */
export const faq = {
  meta: {
    title: "Questions and answers",
    description: `What ${site.name} costs, what each package holds, how many screens can watch at once, which devices work and how to reach us.`,
  },
  title: "Questions and answers",
  lead: "The questions people ask before they choose a package, answered from our current packages and channel lineups.",
};

export type FaqMessages = typeof faq;
