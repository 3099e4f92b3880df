const WORDS = [
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
] as const;

/** A count as copy writes it: words up to ten, digits above (house style for prose). */
export function countWord(count: number): string {
  return (Number.isInteger(count) && WORDS[count]) || String(count);
}

/** The same, with a capital first letter, to start a sentence. */
export function countWordCapitalized(count: number): string {
  const word = countWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
