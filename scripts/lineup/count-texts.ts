import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { packageCounts } from "~/features/facts/plan-facts";
import { channelCountText } from "../../app/lineup/channel-count-text";

/**
 * Keeps each package's `channels` text in packages.json (and its Spanish
 * one) saying the lineup's counts, as check:data requires: an edit that
 * changes a count rewrites the texts it changes, and nothing else.
 */

export interface CountTextUpdate {
  /** The package's title, for the editor's message. */
  title: string;
  field: "channels" | "es.channels";
  from: string;
  to: string;
}

/**
 * packages.json's text with every `channels` text set from `lineup`, and
 * the texts it changed; `text` is returned as it is when none changes.
 * `packages` is `text` parsed. The file is changed as JSON, not through the
 * schema, so fields the schema does not know stay where they are.
 */
export function updateCountTexts(
  text: string,
  packages: PackagesFile,
  lineup: ChannelsFile,
): { text: string; updates: CountTextUpdate[] } {
  const updates = packages.flatMap((entry, index) => {
    const counts = packageCounts(lineup, entry.name);
    const fields: {
      field: CountTextUpdate["field"];
      from?: string;
      locale: Locale;
    }[] = [
      { field: "channels", from: entry.channels, locale: "en" },
      { field: "es.channels", from: entry.es?.channels, locale: "es" },
    ];
    return fields.flatMap(({ field, from, locale }) => {
      const to = channelCountText(counts, locale);
      return from === undefined || from === to
        ? []
        : [{ index, title: entry.title, field, from, to }];
    });
  });
  if (updates.length === 0) return { text, updates: [] };

  const json: unknown = JSON.parse(text);
  for (const { index, field, to } of updates) {
    const entry: unknown = Array.isArray(json) ? json[index] : undefined;
    const holder: unknown =
      field === "channels" ? entry : objectField(entry, "es");
    if (typeof holder === "object" && holder !== null) {
      Reflect.set(holder, "channels", to);
    }
  }
  return {
    text: `${JSON.stringify(json, null, 2)}\n`,
    updates: updates.map(({ title, field, from, to }) => ({
      title,
      field,
      from,
      to,
    })),
  };
}

function objectField(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null
    ? Reflect.get(value, key)
    : undefined;
}
