import { PACKAGE_BITS, type PackageKey } from "../app/config/constants";
import { type DataProblem, entryLabel, quoted } from "../app/data/parse-data";
import type { ChannelsFile, PackagesFile } from "../app/data/schemas";

/**
 * A package description that says it holds everything another package
 * holds ("Everything in Core, plus…", "Todo lo de Core y además…") must be
 * true of the lineup: every channel of the other package is in this one.
 *
 * A claim is one of these wordings (any letter case), followed by another
 * package's key, English title or Spanish title, optionally after "the" /
 * "el paquete" and before "package":
 *
 * - English: "everything in|from|of X", "all of X", "all (the) channels
 *   in|of|from X";
 * - Spanish: "todo lo de X", "todo lo que trae|incluye|tiene X", "todos los
 *   canales de X".
 *
 * And the other way round, in an add-on's description: "X (already)
 * includes all (of) these channels", "X ya incluye todos estos canales"
 * claim that X holds everything in this package.
 *
 * A description that words such a claim otherwise is not read as one: keep
 * to these wordings, or add one here with its test.
 */
const CLAIM_WORDINGS = [
  String.raw`everything\s+(?:in|from|of)`,
  String.raw`all\s+of`,
  String.raw`all\s+(?:the\s+)?channels\s+(?:in|of|from)`,
  String.raw`todo\s+lo\s+de`,
  String.raw`todo\s+lo\s+que\s+(?:trae|incluye|tiene)`,
  String.raw`todos\s+los\s+canales\s+de`,
];
/** Wordings after a package's name: it holds everything in the package described. */
const HELD_BY_WORDINGS = [
  String.raw`(?:already\s+)?(?:includes|has|carries)\s+(?:all|every\s+one)\s+(?:of\s+)?these\s+channels`,
  String.raw`(?:ya\s+)?(?:incluye|trae|tiene)\s+todos\s+estos\s+canales`,
];
const ARTICLE = String.raw`(?:(?:the|el\s+paquete|del\s+paquete)\s+)?`;

/** How many missing channels a problem names before it counts the rest. */
const NAMED_MISSING = 3;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What a description claims: packages it holds everything of, and packages that hold everything of it. */
export interface Claims {
  holds: PackageKey[];
  heldBy: PackageKey[];
}

/** The claims a text makes, by package key, in the order made. */
export function descriptionClaims(
  text: string,
  packages: PackagesFile,
): Claims {
  const byName = new Map<string, PackageKey>();
  for (const entry of packages) {
    for (const name of [entry.name, entry.title, entry.es?.title]) {
      if (name) byName.set(name.toLowerCase(), entry.name);
    }
  }
  // Longest names first, so "Mini Sports" is not read as a shorter name.
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  if (names.length === 0) return { holds: [], heldBy: [] };
  const name = `(${names.map(escaped).join("|")})`;
  const found = (pattern: string) => {
    const keys: PackageKey[] = [];
    for (const match of text.matchAll(new RegExp(pattern, "giu"))) {
      const key = byName.get((match[1] ?? "").toLowerCase());
      if (key && !keys.includes(key)) keys.push(key);
    }
    return keys;
  };
  return {
    holds: found(
      String.raw`(?<![\p{L}\p{N}])(?:${CLAIM_WORDINGS.join("|")})\s+${ARTICLE}${name}(?![\p{L}\p{N}])`,
    ),
    heldBy: found(
      String.raw`(?<![\p{L}\p{N}])${name}\s+(?:${HELD_BY_WORDINGS.join("|")})(?![\p{L}\p{N}])`,
    ),
  };
}

/**
 * Each package description, English or Spanish, that claims everything in
 * another package while a channel of that package is not in this one.
 */
export function checkDescriptionClaims(
  file: string,
  entries: PackagesFile,
  channelsFileLabel: string,
  { channels }: ChannelsFile,
): DataProblem[] {
  const title = (key: PackageKey) =>
    entries.find((item) => item.name === key)?.title ?? key;
  /** The channels of `part` that `whole` lacks. */
  const lacking = (whole: PackageKey, part: PackageKey) =>
    channels.filter(
      (channel) =>
        (channel.binary & PACKAGE_BITS[part]) !== 0 &&
        (channel.binary & PACKAGE_BITS[whole]) === 0,
    );
  return entries.flatMap((entry, index) => {
    const texts = [
      { field: "description", text: entry.description },
      { field: "es.description", text: entry.es?.description },
    ];
    return texts.flatMap(({ field, text }) => {
      if (text === undefined) return [];
      const claims = descriptionClaims(text, entries);
      const pairs = [
        ...claims.holds.map((other) => ({ whole: entry.name, part: other })),
        ...claims.heldBy.map((other) => ({ whole: other, part: entry.name })),
      ];
      return pairs.flatMap(({ whole, part }) => {
        const missing = whole === part ? [] : lacking(whole, part);
        if (missing.length === 0) return [];
        const named = missing
          .slice(0, NAMED_MISSING)
          .map((channel) => `${quoted(channel.channelName)} (id ${channel.id})`)
          .join(", ");
        const more =
          missing.length > NAMED_MISSING
            ? ` and ${missing.length - NAMED_MISSING} more`
            : "";
        const count =
          missing.length === 1 ? "a channel" : `${missing.length} channels`;
        return [
          {
            file,
            entry: entryLabel(null, index, entry),
            field,
            message: `claims that ${title(whole)} holds everything in ${title(part)}, but ${channelsFileLabel} puts ${count} of ${title(part)} outside ${title(whole)}: ${named}${more}. Add ${missing.length === 1 ? "it" : "them"} to ${whole}, or reword the description`,
          },
        ];
      });
    });
  });
}
