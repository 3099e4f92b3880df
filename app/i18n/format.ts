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

// House style writes English lists without the serial comma, as en-GB's list format does.
const LIST_LOCALE = { en: "en-GB", es: "es-US" } as const satisfies Record<
  Locale,
  string
>;

/** "a, b and c" / "a, b y c"; with `or`, "a, b or c" / "a, b o c". */
export function joinList(
  locale: Locale,
  items: readonly string[],
  kind: "and" | "or" = "and",
): string {
  return new Intl.ListFormat(LIST_LOCALE[locale], {
    style: "long",
    type: kind === "and" ? "conjunction" : "disjunction",
  }).format(items);
}
