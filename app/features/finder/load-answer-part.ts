import { type Locale, localeOfPath } from "~/i18n/locale";
import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import { CHANNELS_PARAM } from "./finder-choice";
import type * as AnswerPartModule from "./finder-answer-part";

/** The answer's code, with its words in the page's language. */
export interface AnswerPart {
  code: typeof AnswerPartModule;
  words: FinderAnswerMessages;
}

/** Each language's answer words, a file of their own: a page loads only its language's. */
const WORDS: Readonly<Record<Locale, () => Promise<FinderAnswerMessages>>> = {
  en: () =>
    import("~/messages/en/finder-answer").then((module) => module.finderAnswer),
  es: () =>
    import("~/messages/es/finder-answer").then((module) => module.finderAnswer),
};

const loading = new Map<Locale, Promise<AnswerPart>>();

/**
 * The Finder's answer (./finder-answer-part.tsx) and its words in `locale`,
 * loading once: started when a channel is about to be chosen, or is chosen in
 * the page's link. A failed load is tried again the next time it is asked for.
 */
export function loadAnswerPart(locale: Locale): Promise<AnswerPart> {
  let part = loading.get(locale);
  if (!part) {
    part = Promise.all([import("./finder-answer-part"), WORDS[locale]()]).then(
      ([code, words]) => ({ code, words }),
    );
    part.catch(() => loading.delete(locale));
    loading.set(locale, part);
  }
  return part;
}

/**
 * A link that names channels (`?ch=`) is answered as soon as its data is in:
 * its answer's code starts loading when the page's own code runs, before
 * hydration, rather than once the page has rendered the chosen channels.
 */
function startForLink(): void {
  if (typeof location === "undefined") return;
  if (!new URLSearchParams(location.search).has(CHANNELS_PARAM)) return;
  void loadAnswerPart(localeOfPath(location.pathname));
}

startForLink();
