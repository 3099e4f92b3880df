import {
  PACKAGE_BITS,
  PRIMARY_PACKAGE_COUNT,
  type PackageKey,
} from "~/config/constants";
import { packageTexts } from "~/data/in-language";
import type { ChannelsFile, PackageEntry } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { addOnCoverage } from "~/lineup/add-on-coverage";
import { channelsInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { type ListedChannel, listedChannel, packageSlug } from "~/lineup/slug";
import { splitPackages } from "~/lineup/split-packages";

/** Another package, linked by its page's slug. */
export interface LinkedPackage {
  key: PackageKey;
  slug: string;
  title: string;
  /** The file's price, "34.50". */
  price: string;
}

/** What a package's page states, all of it from the data files. */
export interface PackageFacts extends LinkedPackage {
  description: string;
  label?: string;
  /** Entries 1–4 of packages.json are primary; the rest are add-ons. */
  primary: boolean;
  /** An inactive entry is not on sale: its page says so, and Packages hides it. */
  active: boolean;
  /** Its channels in lineup order, the music channels apart as on Channels. */
  tv: ListedChannel[];
  music: ListedChannel[];
  /**
   * For a primary package: the active primary package before it in the file
   * and the channels this one has that it lacks. Null for the first one and
   * for add-ons.
   */
  over: { below: LinkedPackage; added: ListedChannel[] } | null;
  /**
   * For an add-on: each active primary package it goes with, with how many
   * of its channels that package lacks, and the first that has them all.
   */
  goesWith: { with: LinkedPackage; adds: number }[];
  heldBy: LinkedPackage | null;
}

/**
 * The facts of `entry`'s page in `locale`, from the package entries and the
 * lineup, each channel linked by its slug from `slugs` (app/lineup/slug.ts).
 */
export function packageFacts(
  entries: readonly PackageEntry[],
  lineup: ChannelsFile,
  entry: PackageEntry,
  slugs: ReadonlyMap<number, string>,
  locale: Locale,
): PackageFacts {
  const linked = (item: PackageEntry): LinkedPackage => ({
    key: item.name,
    slug: packageSlug(item.name),
    title: packageTexts(item, locale).title,
    price: item.price,
  });
  const listed = listedChannel(slugs);
  const texts = packageTexts(entry, locale);
  const channels = channelsInPackage(lineup.channels, entry.name);
  const { tv, music } = splitMusic(channels);
  const position = entries.indexOf(entry);
  const { primary: primaries } = splitPackages(entries);
  // By position, as Packages splits them (app/lineup/split-packages.ts).
  const isPrimary = position < PRIMARY_PACKAGE_COUNT;
  const below = isPrimary
    ? primaries.filter((item) => entries.indexOf(item) < position).at(-1)
    : undefined;
  const coverage = isPrimary
    ? null
    : addOnCoverage(
        entry.name,
        primaries.map((item) => ({
          name: item.name,
          title: packageTexts(item, locale).title,
        })),
        lineup,
      );
  const byKey = (key: PackageKey) =>
    primaries.find((item) => item.name === key);
  const holder = coverage?.holder ? byKey(coverage.holder.name) : undefined;
  return {
    ...linked(entry),
    description: texts.description,
    ...(texts.label === undefined ? {} : { label: texts.label }),
    primary: isPrimary,
    active: entry.active,
    tv: tv.map(listed),
    music: music.map(listed),
    over: below
      ? {
          below: linked(below),
          added: channels
            .filter(
              (channel) => (channel.binary & PACKAGE_BITS[below.name]) === 0,
            )
            .map(listed),
        }
      : null,
    goesWith: (coverage?.newTo ?? []).flatMap(({ name, count }) => {
      const item = byKey(name);
      return item ? [{ with: linked(item), adds: count }] : [];
    }),
    heldBy: holder ? linked(holder) : null,
  };
}
