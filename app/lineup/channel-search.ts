import { GENRES, type GenreKey } from "~/config/genres";
import type { Channel } from "~/data/schemas";

import {
  MATCH_RANK,
  type NameIndex,
  type NameSearch,
  NO_MATCH,
  closeSpellings,
  createNameIndex,
  matchRank,
  nameKey,
  searchNames,
} from "./name-match";
import { SEARCH_TOPICS, type SearchTopic } from "./search-topics";

/**
 * The words that ask for a kind of channel rather than a name, in English
 * and in Spanish (a visitor may search in either on either page), matched
 * as names are: letter case, accents, spaces and punctuation aside. Words
 * for a topic within a kind ("fútbol", "cartoons") are search topics, kept
 * with the lineup (public/json/topics/topics.json).
 */
export const GENRE_WORDS: Readonly<Record<GenreKey, readonly string[]>> = {
  local: [
    "local",
    "locals",
    "local channels",
    "local networks",
    "locales",
    "canales locales",
    "cadenas locales",
  ],
  news: ["news", "noticias", "noticieros"],
  sports: ["sports", "sport", "deportes", "deporte", "football"],
  kids: ["kids", "children", "family", "niños", "infantiles", "familia"],
  movies: ["movies", "films", "cine", "películas"],
  entertainment: ["entertainment", "entretenimiento"],
  lifestyle: ["lifestyle", "estilo de vida", "cooking", "cocina"],
  documentary: ["documentary", "documentaries", "documentales", "documental"],
  spanish: [
    "spanish",
    "spanish language",
    "español",
    "en español",
    "latino",
    "hispanic",
  ],
  music: ["music", "música"],
  premium: ["premium"],
};

/**
 * Words that say nothing of the kind asked for ("kids channels", "canales de
 * noticias"): a query of kind words and these asks for the kind.
 */
export const FILLER_WORDS: readonly string[] = [
  "channel",
  "channels",
  "tv",
  "the",
  "and",
  "for",
  "shows",
  "canal",
  "canales",
  "de",
  "del",
  "el",
  "la",
  "las",
  "los",
  "en",
  "y",
  "para",
  "programas",
];

/** A kind of channel a query asks for: every channel holding all of `genres`. */
export interface KindAnswer {
  genres: readonly GenreKey[];
  /** The topic the query named, whose heading the answer shows; null for genre words. */
  topic: SearchTopic | null;
}

type Phrase = { genre: GenreKey } | { topic: SearchTopic } | "filler";

const phraseTables = new WeakMap<
  readonly SearchTopic[],
  ReadonlyMap<string, Phrase>
>();

/** Each kind word, topic word and filler word, by its letters as names are matched. */
function phrasesOf(
  topics: readonly SearchTopic[],
): ReadonlyMap<string, Phrase> {
  let table = phraseTables.get(topics);
  if (table) return table;
  const phrases = new Map<string, Phrase>();
  for (const word of FILLER_WORDS) phrases.set(nameKey(word).text, "filler");
  for (const genre of GENRES) {
    for (const word of GENRE_WORDS[genre]) {
      phrases.set(nameKey(word).text, { genre });
    }
  }
  for (const topic of topics) {
    for (const word of topic.words) phrases.set(nameKey(word).text, { topic });
  }
  table = phrases;
  phraseTables.set(topics, table);
  return table;
}

/**
 * The kind `query` asks for, if it is made only of kind words, topic words
 * and filler words: "sports", "Liga MX", "kids channels", "spanish news".
 */
export function kindOfQuery(
  query: string,
  topics: readonly SearchTopic[] = SEARCH_TOPICS,
): KindAnswer | null {
  const { text, starts } = nameKey(query);
  const words = starts.map((start, index) =>
    text.slice(start, starts[index + 1]),
  );
  const phrases = phrasesOf(topics);
  // cover[i]: the fewest phrases that read the words from i on, or null.
  const cover: (Phrase[] | null)[] = Array.from(
    { length: words.length + 1 },
    () => null,
  );
  cover[words.length] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    for (let j = words.length; j > i; j--) {
      const phrase = phrases.get(words.slice(i, j).join(""));
      const rest = cover[j];
      if (phrase === undefined || rest == null) continue;
      if (cover[i] == null || rest.length + 1 < (cover[i]?.length ?? 0)) {
        cover[i] = [phrase, ...rest];
      }
    }
  }
  const read = (cover[0] ?? []).filter((phrase) => phrase !== "filler");
  if (read.length === 0) return null;
  const named = read.flatMap((phrase) =>
    "topic" in phrase ? [phrase.topic] : [],
  );
  const genres = new Set(
    read.flatMap((phrase) =>
      "topic" in phrase ? phrase.topic.genres : [phrase.genre],
    ),
  );
  const [topic] = named;
  return {
    genres: GENRES.filter((genre) => genres.has(genre)),
    topic: named.length === 1 && read.length === 1 && topic ? topic : null,
  };
}

/** What a channel search finds. */
export interface ChannelSearch extends NameSearch<Channel> {
  /**
   * The kind the query asks for; `matches` then holds every channel of that
   * kind, best matches for the words first, an answer to "which sports
   * channels" rather than names that happen to contain the word.
   */
  kind: KindAnswer | null;
}

/** The lineup indexed by each channel's name and its other names (`aliases`). */
export function createChannelIndex(
  channels: readonly Channel[],
): NameIndex<Channel> {
  return createNameIndex(channels, (channel) => [
    channel.channelName,
    ...(channel.aliases ?? []),
  ]);
}

const hasGenre = (channel: Channel, genre: GenreKey) =>
  channel.genres?.includes(genre) ?? false;

/**
 * The channels of `kind`, in the lineup's order after those whose names
 * hold a word of the query ("deportes": ESPN Deportes, TUDN as Univision
 * Deportes), then those of the topic's `first` genres.
 */
function channelsOfKind(
  index: NameIndex<Channel>,
  kind: KindAnswer,
  query: string,
): Channel[] {
  const { text, starts } = nameKey(query);
  const words = starts
    .map((start, at) => text.slice(start, starts[at + 1]))
    .filter((word) => !FILLER_WORDS.includes(word));
  const first = kind.topic?.first ?? [];
  const ranked: { channel: Channel; rank: number }[] = [];
  index.items.forEach((channel, position) => {
    if (!kind.genres.every((genre) => hasGenre(channel, genre))) return;
    const names = index.keys[position] ?? [];
    const named = names.some((name) =>
      words.some((word) => {
        const rank = matchRank(name, word);
        return rank !== NO_MATCH && rank < MATCH_RANK.inside;
      }),
    );
    const firstGenre = first.some((genre) => hasGenre(channel, genre));
    ranked.push({ channel, rank: (named ? 0 : 2) + (firstGenre ? 0 : 1) });
  });
  // Array.prototype.sort is stable: the lineup's order stays within a rank.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ channel }) => channel);
}

/** Whether a channel is called exactly `query` (letter case, accents, spaces and punctuation aside). */
function namesExactly(index: NameIndex<Channel>, query: string): boolean {
  const wanted = nameKey(query).text;
  return index.keys.some((names) => names.some(({ text }) => text === wanted));
}

/** Music channels are offered as close spellings only of their whole names. */
const isMusic = (channel: Channel) => hasGenre(channel, "music");

/**
 * The channels `query` asks for: every channel of a kind or topic, or those
 * whose names match it, or else at most three spelled close to it (the
 * lineup is the whole list: nothing else is carried).
 */
export function searchChannels(
  index: NameIndex<Channel>,
  query: string,
  topics: readonly SearchTopic[] = SEARCH_TOPICS,
): ChannelSearch {
  // Nothing typed, as on a screen's first drawing: answered without preparing
  // the words or any name (a page's first Unicode normalization is not free
  // on a phone's main thread).
  if (query.trim() === "") return { kind: null, matches: [], suggestions: [] };
  // A channel's own name ("Cine Latino") is never read as kind words.
  const kind = namesExactly(index, query) ? null : kindOfQuery(query, topics);
  if (kind !== null) {
    const ofKind = channelsOfKind(index, kind, query);
    if (ofKind.length > 0) return { kind, matches: ofKind, suggestions: [] };
  }
  const { matches } = searchNames(index, query);
  return {
    kind: null,
    matches,
    suggestions:
      matches.length > 0 ? [] : closeSpellings(index, query, isMusic),
  };
}
