/**
 * Finds channels by name the way people type them: letter case, accents,
 * spaces and punctuation do not count, "&" reads as "and", and from
 * TYPO_MIN_LENGTH characters on one wrong, missing, extra or swapped letter
 * is forgiven.
 */

/** Queries this long or longer forgive one typo; shorter ones would match too much. */
export const TYPO_MIN_LENGTH = 4;
/** Queries shorter than this match only where a word starts. */
const SUBSTRING_MIN_LENGTH = 3;

/** How well a name matches, best first; `NO_MATCH` when it does not. */
export const MATCH_RANK = {
  exact: 0,
  prefix: 1,
  wordStart: 2,
  inside: 3,
  typoAtStart: 4,
  typoAtWord: 5,
} as const;
export const NO_MATCH = -1;

/** A name prepared once for matching: its letters and digits, and where each word starts. */
export interface NameKey {
  text: string;
  starts: readonly number[];
}

/** "Fish & Chips <TV>" → text "fishandchipstv", words starting at 0, 4, 7, 12. */
export function nameKey(name: string): NameKey {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const starts: number[] = [];
  let text = "";
  for (const word of words) {
    starts.push(text.length);
    text += word;
  }
  return { text, starts };
}

/** The rank of `key` for the query text `query` (itself `nameKey(…).text`). */
export function matchRank(key: NameKey, query: string): number {
  const { text, starts } = key;
  if (query.length === 0) return NO_MATCH;
  if (text === query) return MATCH_RANK.exact;
  if (text.startsWith(query)) return MATCH_RANK.prefix;
  if (starts.some((start) => text.startsWith(query, start))) {
    return MATCH_RANK.wordStart;
  }
  if (query.length >= SUBSTRING_MIN_LENGTH && text.includes(query)) {
    return MATCH_RANK.inside;
  }
  if (query.length < TYPO_MIN_LENGTH) return NO_MATCH;
  if (startsWithOneTypo(text, 0, query)) return MATCH_RANK.typoAtStart;
  if (starts.some((start) => startsWithOneTypo(text, start, query))) {
    return MATCH_RANK.typoAtWord;
  }
  return NO_MATCH;
}

/** Whether some prefix of `text` from `start` is one edit (or one swap) away from `query`. */
function startsWithOneTypo(
  text: string,
  start: number,
  query: string,
): boolean {
  let i = 0;
  while (i < query.length && text.charCodeAt(start + i) === query.charCodeAt(i))
    i++;
  if (i === query.length) return true;
  const at = start + i;
  return (
    sameFrom(text, at + 1, query, i + 1) || // a wrong letter
    sameFrom(text, at, query, i + 1) || // an extra letter
    sameFrom(text, at + 1, query, i) || // a missing letter
    (text.charCodeAt(at) === query.charCodeAt(i + 1) &&
      text.charCodeAt(at + 1) === query.charCodeAt(i) &&
      sameFrom(text, at + 2, query, i + 2)) // two letters swapped
  );
}

/** Whether `text` from `textAt` continues with the rest of `query` from `queryAt`. */
function sameFrom(
  text: string,
  textAt: number,
  query: string,
  queryAt: number,
): boolean {
  if (text.length - textAt < query.length - queryAt) return false;
  for (let j = queryAt; j < query.length; j++) {
    if (text.charCodeAt(textAt + j - queryAt) !== query.charCodeAt(j)) {
      return false;
    }
  }
  return true;
}

/** Items with their names prepared for matching. */
export interface NameIndex<T> {
  items: readonly T[];
  keys: readonly NameKey[];
}

export function createNameIndex<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): NameIndex<T> {
  return { items, keys: items.map((item) => nameKey(nameOf(item))) };
}

/**
 * The items whose names match `query`, best match first, in their given
 * order within a rank. Matches with a typo are listed only when none match
 * as typed.
 */
export function searchNames<T>(index: NameIndex<T>, query: string): T[] {
  const wanted = nameKey(query).text;
  if (wanted.length === 0) return [];
  const byRank: T[][] = Object.values(MATCH_RANK).map(() => []);
  index.keys.forEach((key, position) => {
    const rank = matchRank(key, wanted);
    const item = index.items[position];
    if (rank !== NO_MATCH && item !== undefined) byRank[rank]?.push(item);
  });
  // A query that matches as typed is taken to have no typo.
  const exact = byRank.slice(0, MATCH_RANK.typoAtStart).flat();
  return exact.length > 0 ? exact : byRank.flat();
}

/** Whether `name` matches `query`: the rule in one call, for tests and one-offs. */
export function nameMatches(name: string, query: string): boolean {
  return matchRank(nameKey(name), nameKey(query).text) !== NO_MATCH;
}
