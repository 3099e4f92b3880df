import type { PackageKey } from "~/config/constants";
import { DATA_PATHS } from "~/config/paths";
import { readDataFileOnce } from "~/data/build-data.server";
import { type ChangeEntry, changesFileSchema } from "~/data/changes-schema";
import { packageTexts } from "~/data/in-language";
import { channelsFileSchema, packagesFileSchema } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { channelSlugs } from "~/lineup/slug";

import { newestFirst } from "./change-lines";

/** The record of changes as its pages show it. */
export interface ChangesData {
  /** Newest first. */
  entries: ChangeEntry[];
  /** Each package's title in the page's language, by key. */
  titles: Partial<Record<PackageKey, string>>;
  /** The page slug of each channel the record names that is in the lineup, by id. */
  slugs: Record<number, string>;
}

/** The record of changes shipped in this build, for a pre-rendering loader. */
export async function loadChanges(locale: Locale): Promise<ChangesData> {
  const [record, packages, lineup] = await Promise.all([
    readDataFileOnce(DATA_PATHS.changes, changesFileSchema),
    readDataFileOnce(DATA_PATHS.packages, packagesFileSchema),
    readDataFileOnce(DATA_PATHS.channels, channelsFileSchema),
  ]);
  const titles: Partial<Record<PackageKey, string>> = {};
  for (const item of lineup.packages) titles[item.name] = item.title;
  for (const entry of packages) {
    titles[entry.name] = packageTexts(entry, locale).title;
  }
  const allSlugs = channelSlugs(lineup.channels);
  const named = new Set(
    record.changes.flatMap((entry) =>
      [...entry.added, ...entry.removed, ...entry.moved, ...entry.renamed].map(
        (item) => item.id,
      ),
    ),
  );
  const slugs: Record<number, string> = {};
  for (const id of named) {
    const slug = allSlugs.get(id);
    if (slug !== undefined) slugs[id] = slug;
  }
  return { entries: newestFirst(record.changes), titles, slugs };
}

/** The entries naming channel `id`, each cut down to what it says about that channel. */
export function changesOfChannel(
  entries: readonly ChangeEntry[],
  id: number,
): ChangeEntry[] {
  const own = <T extends { id: number }>(items: readonly T[]) =>
    items.filter((item) => item.id === id);
  return entries.flatMap((entry) => {
    const cut = {
      ...entry,
      added: own(entry.added),
      removed: own(entry.removed),
      moved: own(entry.moved),
      renamed: own(entry.renamed),
    };
    const count =
      cut.added.length +
      cut.removed.length +
      cut.moved.length +
      cut.renamed.length;
    return count > 0 ? [cut] : [];
  });
}
