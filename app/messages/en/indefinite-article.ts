// Initialisms read letter by letter; these letters are said with a vowel sound ("an LG", "an HBO").
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;
// Words spelt with a vowel but said with a consonant sound ("a Universal", "a one-box").
const CONSONANT_SOUND_WORDS = /^(uni|use|usu|uti|eu|one\b|once\b)/i;
// Words whose leading X is said "ex" ("an Xbox", "an Xfinity").
const SAID_AS_EX = /^x[^aeiou]/i;

/** "a" or "an" before a name, by how it sounds: "an iOS", "an LG", "a Roku". */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/\s+/)[0] ?? "";
  if (/^[A-Z]{2,}$/.test(word.replace(/[^A-Za-z]/g, ""))) {
    return VOWEL_SOUND_LETTERS.test(word) ? "an" : "a";
  }
  if (CONSONANT_SOUND_WORDS.test(word)) return "a";
  if (SAID_AS_EX.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
