import type { Locale } from "./locale";

// Apart from ./format.ts: only the pages that count in words load these.

const COUNT_WORDS: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
  ],
  es: [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
  ],
};

/**
 * A count as copy writes it: words up to ten, digits above (house style for
 * prose). Spanish "uno" before a noun is "un"/"una"; sentences that count
 * one thing word it themselves.
 */
export function countWord(locale: Locale, count: number): string {
  return (
    (Number.isInteger(count) && COUNT_WORDS[locale][count]) || String(count)
  );
}

/** The same, with a capital first letter, to start a sentence. */
export function countWordCapitalized(locale: Locale, count: number): string {
  const word = countWord(locale, count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
