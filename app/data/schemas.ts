import * as v from "valibot";

import { MAX_PACKAGE_MASK, PACKAGE_KEYS } from "~/config/constants";
import { GENRES } from "~/config/genres";
import { READS_SCHEMA_WORDS } from "~/config/schema-words";
import { PRICE_PATTERN } from "~/lineup/format-price";

import { codePointLabel } from "./code-point-label";
import { quoted } from "./parse-data";

export { codePointLabel };

/**
 * The contract of the packages and channels files (docs/decisions.md, "Data files"), and the
 * field schemas all three data files share (the instructions file's own are
 * in ./instructions-schema.ts). The browser and `npm run check:data` both
 * parse with these schemas; the types below are inferred from them.
 */

export { READS_SCHEMA_WORDS };

/**
 * What a schema says of a field that fails it, completing the sentence
 * `field "x" …`, where the words are read (about 0.6 kB gzip the browser
 * need not load on every data screen: see ~/config/schema-words.ts).
 */
const says = READS_SCHEMA_WORDS
  ? {
      blank: "must be text that is not blank",
      id: "must be a whole number of 1 or more",
      flag: "must be true or false",
      packageKey: `must be one of the package keys ${PACKAGE_KEYS.join(", ")}`,
      price: 'must be dollars and exactly two cents digits, like "34.50"',
      binary: `must be a whole number from 1 to ${MAX_PACKAGE_MASK}`,
      list: (what: string) => `must be a list of ${what}`,
      spanish: (what: string) =>
        `must be an object with the entry's Spanish ${what}, if present`,
      packageEntry: "must be a package entry (an object)",
      nameLength: (issue: { input: unknown }) =>
        `must be at most ${CHANNEL_NAME_MAX_LENGTH} characters long (this one has ${characterCount(String(issue.input))})`,
      nameUnsafe: (issue: { input: unknown }) =>
        `must hold no control or bidirectional formatting character (${foundAt(UNSAFE_IN_NAME, String(issue.input))})`,
      nameNoncharacter: (issue: { input: unknown }) =>
        `must hold no Unicode noncharacter, which XML files such as the feed cannot carry (${foundAt(NONCHARACTER, String(issue.input))})`,
      nameNfc:
        "must be in Unicode normalization form NFC (accents composed with their letters, as keyboards type them)",
      genre: `must be one of the genres ${GENRES.join(", ")}`,
      genresEmpty: "must list at least one genre, when present",
      genresRepeat: (issue: { input: readonly string[] }) =>
        `must list each genre once (${quoted(String(firstRepeat(issue.input)))} is listed twice)`,
      aliasesEmpty: "must list at least one name, when present",
      channel: "must be a channel entry (an object)",
      channelPackage: "must be a package (an object with name and title)",
      channelsFile: "must be an object with channels and packages",
    }
  : undefined;

export const text = v.pipe(v.string(says?.blank), v.regex(/\S/, says?.blank));

/** The `id` of a package or channel entry. */
export const entryId = v.pipe(
  v.number(says?.id),
  v.integer(says?.id),
  v.minValue(1, says?.id),
);

export const flag = v.boolean(says?.flag);

export const packageKey = v.picklist(PACKAGE_KEYS, says?.packageKey);

const price = v.pipe(
  v.string(says?.price),
  v.regex(PRICE_PATTERN, says?.price),
);

const binary = v.pipe(
  v.number(says?.binary),
  v.integer(says?.binary),
  v.minValue(1, says?.binary),
  v.maxValue(MAX_PACKAGE_MASK, says?.binary),
);

export const list = <T extends v.GenericSchema>(item: T, what: string) =>
  v.array(item, says?.list(what));

/**
 * An entry's Spanish texts, for the pages under /es: an optional `es` object
 * on the same entry, so prices, flags and links cannot drift between the
 * languages. A missing text falls back to the English one.
 */
export const spanish = <T extends v.ObjectEntries>(entries: T, what: string) =>
  v.optional(v.object(entries, says?.spanish(what)));

export const packageEntrySchema = v.object(
  {
    id: entryId,
    name: packageKey,
    title: text,
    channels: text,
    description: text,
    price,
    label: v.optional(text),
    active: flag,
    es: spanish(
      {
        title: v.optional(text),
        channels: v.optional(text),
        description: v.optional(text),
        label: v.optional(text),
      },
      "title, channels, description and label",
    ),
  },
  says?.packageEntry,
);

export const packagesFileSchema = list(packageEntrySchema, "package entries");

/** The longest channel name, in characters (code points): names show in narrow lists. */
export const CHANNEL_NAME_MAX_LENGTH = 80;

/**
 * Characters no channel name may hold: controls (terminal escapes among
 * them), line and paragraph separators, the bidirectional formatting
 * characters that reorder what is shown (Trojan Source), and unpaired
 * surrogates.
 */
const UNSAFE_IN_NAME =
  /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

/**
 * Unicode's noncharacters (U+FDD0–U+FDEF and the last two code points of
 * every plane): U+FFFE and U+FFFF are among them, the only characters
 * XML 1.0 forbids that the rule above leaves.
 */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

/** "found U+FFFF at character 3": the first character of `value` that `pattern` matches. */
function foundAt(pattern: RegExp, value: string): string {
  const found = pattern.exec(value);
  const at = found ? characterCount(value.slice(0, found.index)) + 1 : 0;
  return `found ${codePointLabel(found?.[0] ?? "")} at character ${at}`;
}

const characterCount = (value: string) => [...value].length;

export const channelNameSchema = v.pipe(
  text,
  v.check(
    (value) => characterCount(value) <= CHANNEL_NAME_MAX_LENGTH,
    says?.nameLength,
  ),
  v.check((value) => !UNSAFE_IN_NAME.test(value), says?.nameUnsafe),
  v.check((value) => !NONCHARACTER.test(value), says?.nameNoncharacter),
  v.check((value) => value.normalize("NFC") === value, says?.nameNfc),
);

const genre = v.picklist(GENRES, says?.genre);

/** The first item of a list that an earlier item already was. */
export function firstRepeat<T>(items: readonly T[]): T | undefined {
  return items.find((item, index) => items.indexOf(item) !== index);
}

/** A channel's genres: one or more of the fixed keys, each once. */
export const genresSchema = v.pipe(
  list(genre, "genres"),
  v.minLength(1, says?.genresEmpty),
  v.check((genres) => firstRepeat(genres) === undefined, says?.genresRepeat),
);

/**
 * Other names people search a channel by ("TCM"), each held to the rules of
 * a channel name; check:data also keeps each one from reading as another
 * channel's name or alias.
 */
export const aliasesSchema = v.pipe(
  list(channelNameSchema, "names"),
  v.minLength(1, says?.aliasesEmpty),
);

export const channelSchema = v.object(
  {
    id: entryId,
    channelName: channelNameSchema,
    binary,
    genres: v.optional(genresSchema),
    aliases: v.optional(aliasesSchema),
  },
  says?.channel,
);

export const channelPackageSchema = v.object(
  { name: packageKey, title: text },
  says?.channelPackage,
);

export const channelsFileSchema = v.object(
  {
    channels: list(channelSchema, "channel entries"),
    packages: list(channelPackageSchema, "packages"),
  },
  says?.channelsFile,
);

export type PackageEntry = v.InferOutput<typeof packageEntrySchema>;
export type PackagesFile = v.InferOutput<typeof packagesFileSchema>;
export type Channel = v.InferOutput<typeof channelSchema>;
export type ChannelPackage = v.InferOutput<typeof channelPackageSchema>;
export type ChannelsFile = v.InferOutput<typeof channelsFileSchema>;
