import type { Locale } from "~/i18n/locale";

import type { PackageEntry } from "./schemas";
import type { Device, Platform, Step } from "./instructions-schema";

/**
 * The data files' texts in the page's language. A Spanish page shows an
 * entry's `es` text where the entry has one and its English text where it
 * does not, so older files and partial translations still work. Names that
 * identify an entry (a device's or platform's `name`, a package's `name`)
 * stay English: links and `?device=`, `?platform=` and `?pkg=` use them in
 * both languages.
 */

export interface PackageTexts {
  title: string;
  channels: string;
  description: string;
  label?: string;
}

/** A package's title, channels line, description and label. */
export function packageTexts(
  entry: PackageEntry,
  locale: Locale,
): PackageTexts {
  const es = locale === "es" ? entry.es : undefined;
  const label =
    entry.label === undefined ? undefined : (es?.label ?? entry.label);
  return {
    title: es?.title ?? entry.title,
    channels: es?.channels ?? entry.channels,
    description: es?.description ?? entry.description,
    // A label is a claim the English entry makes; a Spanish label alone is not shown.
    ...(label === undefined ? {} : { label }),
  };
}

/** The name a device or platform is shown by. */
export function shownName(item: Device | Platform, locale: Locale): string {
  return (locale === "es" ? item.es?.name : undefined) ?? item.name;
}

/** A setup step's text. */
export function stepText(step: Step, locale: Locale): string {
  return (locale === "es" ? step.es?.text : undefined) ?? step.text;
}
