import { PACKAGE_BITS, type PackageKey } from "~/config/constants";
import type { GenreKey } from "~/config/genres";
import { packageTexts } from "~/data/in-language";
import type { Channel, PackageEntry } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { cheapestCombinations } from "~/lineup/cheapest-combinations";
import { priceCents } from "~/lineup/format-price";
import { splitMusic } from "~/lineup/music-split";
import { splitPackages } from "~/lineup/split-packages";

/** A package that carries the channel, titled in the page's language. */
export interface CarryingPackage {
  key: PackageKey;
  title: string;
  /** The file's price, "34.50". */
  price: string;
}

/** Another channel, linked by its page's slug. */
export interface LinkedChannel {
  name: string;
  slug: string;
}

/** What a channel's page states, all of it from the data files. */
export interface ChannelFacts {
  id: number;
  slug: string;
  name: string;
  genres: GenreKey[];
  aliases: string[];
  /** A music channel: one of the lineup's last 50, music in every package that holds it. */
  music: boolean;
  /** The active primary packages that carry it, then the active add-ons, in file order. */
  primaries: CarryingPackage[];
  addOns: CarryingPackage[];
  /**
   * The cheapest way to get it, as the Channel Finder answers for this one
   * channel: one primary package plus the add-ons it needs. Null when no
   * active package carries it.
   */
  cheapest: {
    packages: { key: PackageKey; title: string }[];
    cents: number;
  } | null;
  /** A few other channels of its first genre, following it in the lineup. */
  related: { genre: GenreKey; channels: LinkedChannel[] } | null;
}

/** How many channels of the same genre a page links to. */
export const RELATED_COUNT = 6;

/**
 * The facts of `channel`'s page in `locale`, from the package entries and the
 * whole lineup, with each channel's slug from `slugs`
 * (app/lineup/slug.ts, `channelSlugs`).
 */
export function channelFacts(
  entries: readonly PackageEntry[],
  lineup: readonly Channel[],
  channel: Channel,
  slugs: ReadonlyMap<number, string>,
  locale: Locale,
): ChannelFacts {
  const { primary, addOns } = splitPackages(entries);
  const carrying = (list: readonly PackageEntry[]) =>
    list
      .filter((entry) => (channel.binary & PACKAGE_BITS[entry.name]) !== 0)
      .map((entry) => ({
        key: entry.name,
        title: packageTexts(entry, locale).title,
        price: entry.price,
      }));
  // The Channel Finder's search (app/lineup/cheapest-combinations.ts) for
  // this one channel, over the same offers: the active packages, priced in
  // whole cents, primaries by position.
  const offer = (entry: PackageEntry) => ({
    key: entry.name,
    title: packageTexts(entry, locale).title,
    bit: PACKAGE_BITS[entry.name],
    cents: priceCents(entry.price),
  });
  const { best } = cheapestCombinations(primary.map(offer), addOns.map(offer), [
    channel.binary,
  ]);
  const cheapest =
    best && best.leftOut.length === 0 && (channel.binary & allBits(best)) !== 0
      ? {
          packages: [best.primary, ...best.addOns].map(({ key, title }) => ({
            key,
            title,
          })),
          cents: best.cents,
        }
      : null;
  const slugOf = (item: Channel) => slugs.get(item.id) ?? "";
  return {
    id: channel.id,
    slug: slugOf(channel),
    name: channel.channelName,
    genres: channel.genres ?? [],
    aliases: channel.aliases ?? [],
    music: splitMusic(lineup).music.includes(channel),
    primaries: carrying(primary),
    addOns: carrying(addOns),
    cheapest,
    related: relatedChannels(lineup, channel, slugOf),
  };
}

/** The membership bits of a combination's packages. */
function allBits(combination: {
  primary: { bit: number };
  addOns: readonly { bit: number }[];
}): number {
  return combination.addOns.reduce(
    (bits, addOn) => bits | addOn.bit,
    combination.primary.bit,
  );
}

/**
 * Up to RELATED_COUNT other channels that share `channel`'s first genre, in
 * lineup order from the channel on (starting again at the top), so that
 * neighbouring pages link to different channels.
 */
function relatedChannels(
  lineup: readonly Channel[],
  channel: Channel,
  slugOf: (item: Channel) => string,
): ChannelFacts["related"] {
  const genre = channel.genres?.[0];
  if (genre === undefined) return null;
  const at = lineup.indexOf(channel);
  const channels = [...lineup.slice(at + 1), ...lineup.slice(0, at)]
    .filter((other) => other.genres?.includes(genre))
    .slice(0, RELATED_COUNT)
    .map((other) => ({ name: other.channelName, slug: slugOf(other) }));
  return channels.length > 0 ? { genre, channels } : null;
}
