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
const loaded = new Map<Locale, AnswerPart>();

/**
 * The Finder's answer (./finder-answer-part.tsx) and its words in `locale`,
 * loading once: started when a channel is about to be chosen, or is chosen in
 * the page's link. A failed load is tried again the next time it is asked for.
 */
export function loadAnswerPart(locale: Locale): Promise<AnswerPart> {
  let part = loading.get(locale);
  if (!part) {
    part = Promise.all([import("./finder-answer-part"), WORDS[locale]()]).then(
      ([code, words]) => {
        const ready = { code, words };
        loaded.set(locale, ready);
        return ready;
      },
    );
    part.catch(() => loading.delete(locale));
    loading.set(locale, part);
  }
  return part;
}

/**
 * The answer in `locale` once it has loaded. A render takes it from here
 * rather than through `use()`, which suspends once on every promise it has
 * not seen, even a settled one, and in a render that cannot wait that shows
 * the region's fallback.
 */
export function answerPartAtHand(locale: Locale): AnswerPart | undefined {
  return loaded.get(locale);
}

/** The language of the answer a link that names channels asked for as the page's code ran. */
let linkLocale: Locale | undefined;

/**
 * A link that names channels (`?ch=`) is answered as soon as its data is in:
 * its answer's code starts loading when the page's own code runs, before
 * hydration, rather than once the page has rendered the chosen channels.
 */
function startForLink(): void {
  if (typeof location === "undefined") return;
  if (!new URLSearchParams(location.search).has(CHANNELS_PARAM)) return;
  linkLocale = localeOfPath(location.pathname);
  void loadAnswerPart(linkLocale);
}

startForLink();

/**
 * The Finder's files, or, while the answer that link asked for is still
 * loading, their promise once it has loaded too: the first drawing then
 * shows the answer with the data. If the answer fails to load, the files
 * come anyway, and the answer tries again as it is drawn.
 */
export function withLinkedAnswer<T>(files: T | Promise<T>): T | Promise<T> {
  if (linkLocale === undefined || loaded.has(linkLocale)) return files;
  const part = loadAnswerPart(linkLocale).catch(() => undefined);
  return Promise.all([files, part]).then(([data]) => data);
}
