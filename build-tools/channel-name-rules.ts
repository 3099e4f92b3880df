import { type DataProblem, entryLabel, quoted } from "../app/data/parse-data";
import { type Channel, codePointLabel } from "../app/data/schemas";
import { nameKey } from "../app/lineup/name-match";
import { lookalikeKeys, sameLookalikeKey } from "./confusable-skeleton";

/**
 * The rules a channel name or alias keeps beyond the schema's, shared by the
 * lineup editor and check:data: it shows (a visible letter or digit, nothing
 * that shows as nothing, no pile of combining marks), it cannot be taken for
 * another name in any letter case, and aliases stay few and short, as every
 * visitor downloads them with channels.json.
 */

/** The most other names (aliases) one channel may have. */
export const ALIASES_PER_CHANNEL_MAX = 10;
/** The longest an alias may be, in characters (code points). */
export const ALIAS_MAX_LENGTH = 40;
/** The most combining marks on one character: more stack into a smear. */
export const COMBINING_MARKS_MAX = 3;

/**
 * Characters that show as nothing: Unicode's Default_Ignorable_Code_Point
 * (zero-width spaces and joiners, U+FEFF, soft hyphens, variation selectors,
 * the tag characters U+E0000–U+E007F, the Hangul fillers U+115F, U+1160,
 * U+3164 and U+FFA0). The fillers are named too, for the engines' sake; and
 * the interlinear annotation characters U+FFF9–U+FFFB, drawn 0 px wide.
 */
const SHOWS_AS_NOTHING =
  /[\p{Default_Ignorable_Code_Point}\u3164\uFFA0\uFFF9-\uFFFB]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK_PILE = new RegExp(`\\p{M}{${COMBINING_MARKS_MAX + 1},}`, "u");

/**
 * Why `name` would not show as a name, worded to follow "it", or undefined
 * when it shows: it holds a character that shows as nothing, has no visible
 * letter or digit, or piles combining marks on one character.
 */
export function invisibleNameProblem(name: string): string | undefined {
  const hidden = SHOWS_AS_NOTHING.exec(name);
  if (hidden) {
    return `holds ${codePointLabel(hidden[0])}, a character that shows as nothing`;
  }
  if (!LETTER_OR_DIGIT.test(name)) return "has no visible letter or digit";
  const pile = MARK_PILE.exec(name);
  if (pile) {
    return `piles ${[...pile[0]].length} combining marks on one character (at most ${COMBINING_MARKS_MAX})`;
  }
  return undefined;
}

/** Why a channel's list of aliases is too long, or one alias is; worded to follow "it". */
export function aliasCapProblem(
  aliases: readonly string[],
): string | undefined {
  if (aliases.length > ALIASES_PER_CHANNEL_MAX) {
    return `lists ${aliases.length} other names; a channel has at most ${ALIASES_PER_CHANNEL_MAX}`;
  }
  const long = aliases.find((alias) => [...alias].length > ALIAS_MAX_LENGTH);
  return long === undefined
    ? undefined
    : `holds ${quoted(long)}, ${[...long].length} characters long; another name has at most ${ALIAS_MAX_LENGTH}`;
}

/** One name of the lineup: a channel's own, or one of its aliases. */
export interface LineupName {
  text: string;
  channel: Channel;
  /** The alias's place in the channel's list; undefined for its own name. */
  alias?: number;
}

/** Every name and alias of the lineup, names first, in file order. */
export function lineupNames(channels: readonly Channel[]): LineupName[] {
  return [
    ...channels.map((channel) => ({ text: channel.channelName, channel })),
    ...channels.flatMap((channel) =>
      (channel.aliases ?? []).map((text, alias) => ({ text, channel, alias })),
    ),
  ];
}

/** How a message names a lineup name: `the channel "CNN" (id 3)` or `"TCM", another name of …`. */
export function describeName({ text, channel, alias }: LineupName): string {
  const owner = `the channel ${quoted(channel.channelName)} (id ${channel.id})`;
  return alias === undefined
    ? owner
    : `${quoted(text)}, another name of ${owner}`;
}

/**
 * The first of `names` that `text` can be taken for in any letter case (the
 * same case-folded Unicode TR39 skeleton, as written or in capitals) without
 * reading as it (the same name as names are matched, which other rules report).
 */
export function lookalikeOf(
  text: string,
  names: readonly LineupName[],
): LineupName | undefined {
  const keys = keysOf(text);
  const key = nameKey(text).text;
  return names.find(
    (name) =>
      sameLookalikeKey(keysOf(name.text), keys) &&
      nameKey(name.text).text !== key,
  );
}

/** Skeletons already worked out: a check compares each name with every other. */
const skeletons = new Map<string, readonly [string, string]>();

function keysOf(text: string): readonly [string, string] {
  let keys = skeletons.get(text);
  if (keys === undefined) {
    keys = lookalikeKeys(text);
    skeletons.set(text, keys);
  }
  return keys;
}

/**
 * check:data's side of the rules: every channel name and alias shows, the
 * alias lists keep their caps, and no alias looks like a channel's name
 * (its own included) or an alias before it.
 */
export function checkNameRules(
  file: string,
  channels: readonly Channel[],
): DataProblem[] {
  const label = (index: number) =>
    entryLabel("channels", index, channels[index]);
  const names = channels.map((channel) => ({
    text: channel.channelName,
    channel,
  }));
  const earlierAliases: LineupName[] = [];
  return channels.flatMap((channel, index) => {
    const problems: DataProblem[] = [];
    const problem = (field: string, message: string) =>
      problems.push({ file, entry: label(index), field, message });
    const hidden = invisibleNameProblem(channel.channelName);
    if (hidden)
      problem("channelName", `cannot be a channel name: it ${hidden}`);
    const aliases = channel.aliases ?? [];
    const capped = aliasCapProblem(aliases);
    if (capped) problem("aliases", capped);
    aliases.forEach((text, position) => {
      const field = `aliases[${position}]`;
      const hiddenAlias = invisibleNameProblem(text);
      if (hiddenAlias) {
        problem(
          field,
          `${quoted(text)} cannot be another name: it ${hiddenAlias}`,
        );
        return;
      }
      const lookalike = lookalikeOf(text, [...names, ...earlierAliases]);
      if (lookalike) {
        problem(
          field,
          `${quoted(text)} looks like ${lookalike.channel === channel && lookalike.alias === undefined ? "the channel's own name" : describeName(lookalike)}: the two are confusable in some letter case (the same Unicode TR39 skeleton)`,
        );
      }
      earlierAliases.push({ text, channel, alias: position });
    });
    return problems;
  });
}
