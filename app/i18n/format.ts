import type { Locale } from "./locale";

/** The BCP 47 tag each language formats with: U.S. English and U.S. Spanish. */
const FORMAT_LOCALE = { en: "en-US", es: "es-US" } as const satisfies Record<
  Locale,
  string
>;

/** A message's forms by plural category; `other` is the one every language has. */
export type PluralForms = Partial<
  Record<Exclude<Intl.LDMLPluralRule, "other">, string>
> & { other: string };

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `locale` (Intl.PluralRules). */
export function plural(
  locale: Locale,
  count: number,
  forms: PluralForms,
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(FORMAT_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  return (category === "other" ? undefined : forms[category]) ?? forms.other;
}

/** The word before a list's last item, by language and kind of list. */
const LAST_JOIN = {
  en: { and: "and", or: "or" },
  es: { and: "y", or: "o" },
} as const satisfies Record<Locale, Record<"and" | "or", string>>;

/**
 * Where Spanish spells "y" as "e" (before an i sound: "Android e iOS") and
 * "o" as "u" (before an o sound: "Roku u Opera"), by the rules of the
 * Unicode list patterns: the same as Intl.ListFormat for "es-US".
 */
const SPANISH_E = /^(?:i|hi$|hi[^ae])/i;
const SPANISH_U = /^(?:o|ho|8|11$)/i;

/**
 * "a, b and c" / "a, b y c"; with `or`, "a, b or c" / "a, b o c". House style
 * writes English lists without the serial comma. Written out rather than
 * through Intl.ListFormat, whose first use loads the locale's list patterns:
 * 100–170 ms on the main thread of a phone (Chromium at 4× CPU), paid by the
 * Channel Finder's first answer.
 */
export function joinList(
  locale: Locale,
  items: readonly string[],
  kind: "and" | "or" = "and",
): string {
  const last = items.at(-1);
  if (last === undefined || items.length === 1) return last ?? "";
  let word: string = LAST_JOIN[locale][kind];
  if (locale === "es" && kind === "and" && SPANISH_E.test(last)) word = "e";
  if (locale === "es" && kind === "or" && SPANISH_U.test(last)) word = "u";
  return `${items.slice(0, -1).join(", ")} ${word} ${last}`;
}
