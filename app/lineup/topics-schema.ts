import * as v from "valibot";

import { genresSchema, list, packageKey, text } from "~/data/schemas";

/**
 * The contract of the search topics file, `json/topics/topics.json`
 * (docs/lineup.md, "Search topics"). It is read by `npm run check:data` and
 * `npm run lineup`; the browser gets the checked file with its code
 * (./search-topics.ts).
 */

/** A topic: words people search for, and the kinds of channel that answer them. */
export const topicSchema = v.object(
  {
    /** Words and phrases in either language, matched as channel names are. */
    words: v.pipe(
      list(text, "words"),
      v.minLength(1, "must list at least one word or phrase"),
    ),
    /** The answer: the channels holding every one of these genres. */
    genres: genresSchema,
    /** Genres whose channels the answer lists first. */
    first: v.optional(genresSchema),
    /** What the answer's heading says, in each language; the count follows it. */
    heading: v.object(
      { en: text, es: text },
      "must be an object with the heading in English (en) and Spanish (es)",
    ),
  },
  "must be a topic (an object with words, genres and heading)",
);

/** A channel of a themed add-on that does not carry the theme's genre, and why. */
export const outsideThemeSchema = v.object(
  {
    channel: text,
    package: packageKey,
    why: text,
  },
  "must be an object with channel, package and why",
);

export const topicsFileSchema = v.object(
  {
    topics: list(topicSchema, "topics"),
    outsideTheme: list(outsideThemeSchema, "channels outside a theme"),
  },
  "must be an object with topics and outsideTheme",
);

export type Topic = v.InferOutput<typeof topicSchema>;
export type TopicsFile = v.InferOutput<typeof topicsFileSchema>;

/** Where the topics file sits under `public/`, beside the lineup. */
export const TOPICS_PATH = "/json/topics/topics.json";
