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
  const rank = exactRank(key, query);
  return rank === NO_MATCH ? typoRank(key, query) : rank;
}

/** How `key` matches `query` as typed, if it does. */
function exactRank({ text, starts }: NameKey, query: string): number {
  if (query.length === 0) return NO_MATCH;
  if (text === query) return MATCH_RANK.exact;
  if (text.startsWith(query)) return MATCH_RANK.prefix;
  for (let index = 1; index < starts.length; index++) {
    if (text.startsWith(query, starts[index])) return MATCH_RANK.wordStart;
  }
  if (query.length >= SUBSTRING_MIN_LENGTH && text.includes(query)) {
    return MATCH_RANK.inside;
  }
  return NO_MATCH;
}

/** How `key` matches `query` with one typo, if it does. */
function typoRank({ text, starts }: NameKey, query: string): number {
  if (query.length < TYPO_MIN_LENGTH) return NO_MATCH;
  // A plain loop: this runs for every name on each keystroke that matches nothing as typed.
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index] ?? 0;
    if (startsWithOneTypo(text, start, query)) {
      return start === 0 ? MATCH_RANK.typoAtStart : MATCH_RANK.typoAtWord;
    }
  }
  return NO_MATCH;
}

/** Whether some prefix of `text` from `start` is one edit (or one swap) away from `query`. */
function startsWithOneTypo(
  text: string,
  start: number,
  query: string,
): boolean {
  // After one edit, one of the first two letters still lines up with one of the query's.
  const first = text.charCodeAt(start);
  const second = text.charCodeAt(start + 1);
  const q0 = query.charCodeAt(0);
  const q1 = query.charCodeAt(1);
  if (first !== q0 && first !== q1 && second !== q0 && second !== q1) {
    return false;
  }
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

/** Items with their names prepared for matching: each item may go by several names. */
export interface NameIndex<T> {
  readonly items: readonly T[];
  readonly keys: readonly (readonly NameKey[])[];
}

/**
 * The index of `items` by their names (a channel's own and the other names
 * people know it by). The names are prepared the first time they are
 * searched, so a screen that shows a search field pays for it when the
 * visitor types, not while the page starts.
 */
export function createNameIndex<T>(
  items: readonly T[],
  namesOf: (item: T) => readonly string[],
): NameIndex<T> {
  let keys: readonly (readonly NameKey[])[] | undefined;
  return {
    items,
    get keys() {
      keys ??= items.map((item) => namesOf(item).map(nameKey));
      return keys;
    },
  };
}

/** The best of ranks `rankOf` gives an item's names; `NO_MATCH` when none matches. */
function bestRank(
  keys: readonly NameKey[],
  rankOf: (key: NameKey) => number,
): number {
  let best = NO_MATCH;
  for (const key of keys) {
    const rank = rankOf(key);
    if (rank !== NO_MATCH && (best === NO_MATCH || rank < best)) best = rank;
  }
  return best;
}

/** What a name search finds: names holding what was typed, or else names only close to it. */
export interface NameSearch<T> {
  /** Names that contain the query as typed, best first. */
  matches: T[];
  /** Names one typo away, offered only when nothing matches as typed. */
  suggestions: T[];
}

/**
 * The items whose names match `query`, best match first, in their given
 * order within a rank, apart from those that are only close to it. An item
 * ranks by the best match among its names.
 */
export function searchNames<T>(
  index: NameIndex<T>,
  query: string,
): NameSearch<T> {
  const wanted = nameKey(query).text;
  if (wanted.length === 0) return { matches: [], suggestions: [] };
  const { items, keys } = index;
  const byRank: T[][] = Object.values(MATCH_RANK).map(() => []);
  let exactFound = false;
  for (let position = 0; position < keys.length; position++) {
    const key = keys[position];
    const item = items[position];
    if (key === undefined || item === undefined) continue;
    let rank = bestRank(key, (name) => exactRank(name, wanted));
    if (rank !== NO_MATCH) exactFound = true;
    // A query that matches as typed is taken to have no typo, so typos stop counting then.
    else if (!exactFound)
      rank = bestRank(key, (name) => typoRank(name, wanted));
    if (rank !== NO_MATCH) byRank[rank]?.push(item);
  }
  return {
    matches: byRank.slice(0, MATCH_RANK.typoAtStart).flat(),
    suggestions: exactFound ? [] : byRank.slice(MATCH_RANK.typoAtStart).flat(),
  };
}

/** Whether `name` matches `query`: the rule in one call, for tests and one-offs. */
export function nameMatches(name: string, query: string): boolean {
  return matchRank(nameKey(name), nameKey(query).text) !== NO_MATCH;
}

/** At most this many close spellings are offered for a query that matches nothing. */
export const CLOSE_SPELLINGS = 3;

/**
 * The edits a query of `length` letters may be from a name and still be a
 * close spelling of it: none below 4 letters, one up to 7, then one more
 * every 4 letters, at most 3.
 */
export function allowedEdits(length: number): number {
  return length < TYPO_MIN_LENGTH ? 0 : Math.min(3, Math.floor(length / 4));
}

/**
 * The edit distance of `a` and `b` (insertions, deletions, substitutions and
 * swaps of two neighbours, each 1), or `limit + 1` once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** The words of a prepared name: "fishandchipstv" → fish, and, chips, tv. */
function wordsOf({ text, starts }: NameKey): string[] {
  return starts.map((start, index) => text.slice(start, starts[index + 1]));
}

/**
 * The items whose names are spelled close to `query`, nearest first, at most
 * CLOSE_SPELLINGS: a whole name, or one word of a name, within
 * `allowedEdits` of what was typed. An item for which `wholeNameOnly` holds
 * is offered only for its whole name, so a query is never sent to it for one
 * shared word ("Masters" for "MASN").
 */
export function closeSpellings<T>(
  index: NameIndex<T>,
  query: string,
  wholeNameOnly: (item: T) => boolean = () => false,
): T[] {
  const wanted = nameKey(query).text;
  const limit = allowedEdits(wanted.length);
  if (limit === 0) return [];
  const found: { item: T; distance: number; position: number }[] = [];
  index.keys.forEach((names, position) => {
    const item = index.items[position];
    if (item === undefined) return;
    const whole = wholeNameOnly(item);
    // Twice the edits, plus one for a word only: a whole name wins a tie.
    let distance = 2 * limit + 2;
    for (const name of names) {
      distance = Math.min(distance, 2 * editDistance(wanted, name.text, limit));
      if (whole) continue;
      for (const word of wordsOf(name)) {
        distance = Math.min(
          distance,
          2 * editDistance(wanted, word, limit) + 1,
        );
      }
    }
    if (distance <= 2 * limit + 1) found.push({ item, distance, position });
  });
  return found
    .sort((a, b) => a.distance - b.distance || a.position - b.position)
    .slice(0, CLOSE_SPELLINGS)
    .map(({ item }) => item);
}
