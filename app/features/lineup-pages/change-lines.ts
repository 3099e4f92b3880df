import type { PackageKey } from "~/config/constants";
import type { ChangeEntry } from "~/data/changes-schema";
import { joinList } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

/** How one language words each kind of change (the changes catalogue's `lines`). */
export interface ChangeWords {
  added: (channel: string, packages: string) => string;
  removed: (channel: string, packages: string) => string;
  joined: (channel: string, packages: string) => string;
  left: (channel: string, packages: string) => string;
  renamed: (from: string, to: string) => string;
}

/** One channel's part of a change, worded, and the channel it names. */
export interface ChangeLine {
  channelId: number;
  text: string;
}

/**
 * The lines of a record entry, in the order the record lists them: channels
 * added, removed, moved (joined, then left) and renamed, with the packages
 * titled by `titleOf` and listed in `locale`'s way.
 */
export function changeLines(
  entry: ChangeEntry,
  words: ChangeWords,
  titleOf: (key: PackageKey) => string,
  locale: Locale,
): ChangeLine[] {
  const packages = (keys: readonly PackageKey[]) =>
    joinList(locale, keys.map(titleOf));
  return [
    ...entry.added.map((item) => ({
      channelId: item.id,
      text: words.added(item.channelName, packages(item.packages)),
    })),
    ...entry.removed.map((item) => ({
      channelId: item.id,
      text: words.removed(item.channelName, packages(item.packages)),
    })),
    ...entry.moved.flatMap((item) => [
      ...(item.joined.length > 0
        ? [
            {
              channelId: item.id,
              text: words.joined(item.channelName, packages(item.joined)),
            },
          ]
        : []),
      ...(item.left.length > 0
        ? [
            {
              channelId: item.id,
              text: words.left(item.channelName, packages(item.left)),
            },
          ]
        : []),
    ]),
    ...entry.renamed.map((item) => ({
      channelId: item.id,
      text: words.renamed(item.from, item.to),
    })),
  ];
}

/** The entries newest first: the record keeps them oldest first. */
export function newestFirst<T>(entries: readonly T[]): T[] {
  return [...entries].reverse();
}

/** A record date, "2026-11-27", as `locale` writes a day ("November 27, 2026"). */
export function formatChangeDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
