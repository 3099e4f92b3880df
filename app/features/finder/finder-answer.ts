import { PACKAGE_BITS, type PackageKey } from "~/config/constants";
import { packageTexts } from "~/data/in-language";
import type { Channel, PackageEntry } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { splitMusic } from "~/lineup/music-split";
import { priceCents } from "~/lineup/format-price";
import { splitPackages } from "~/lineup/split-packages";

import { cheapestCombinations } from "~/lineup/cheapest-combinations";

/** An active package as the finder prices it. */
export interface PackageOffer {
  key: PackageKey;
  /** Its title in the page's language. */
  title: string;
  bit: number;
  cents: number;
  primary: boolean;
}

/** One package of an option and the chosen channels it brings that the primary does not. */
export interface OptionPart {
  offer: PackageOffer;
  brings: Channel[];
}

export interface FinderOption {
  parts: OptionPart[];
  cents: number;
  /** The TV channels the option includes, chosen or not. */
  tvCount: number;
  /** Its music channels, counted as the Channels page counts them. */
  musicCount: number;
  /**
   * The monthly price divided by `tvCount`, rounded to the cent: music
   * channels come with every primary package, so they are left out.
   */
  centsPerTvChannel: number;
  /** Chosen channels this option cannot carry although some package does. */
  leftOut: Channel[];
}

export interface FinderAnswer {
  /** The cheapest option; null when none of the chosen channels can be had. */
  best: FinderOption | null;
  alternatives: FinderOption[];
  /** Chosen channels no active package carries. */
  uncarried: Channel[];
}

/** The active packages, primary (entries 1–4) and add-ons, priced in cents, titled in `locale`. */
export function packageOffers(
  entries: readonly PackageEntry[],
  locale: Locale,
): {
  primaries: PackageOffer[];
  addOns: PackageOffer[];
} {
  const { primary, addOns } = splitPackages(entries);
  const offer =
    (isPrimary: boolean) =>
    (entry: PackageEntry): PackageOffer => ({
      key: entry.name,
      title: packageTexts(entry, locale).title,
      bit: PACKAGE_BITS[entry.name],
      cents: priceCents(entry.price),
      primary: isPrimary,
    });
  return {
    primaries: primary.map(offer(true)),
    addOns: addOns.map(offer(false)),
  };
}

/** The cheapest way, and the next two, to get every chosen channel from the active packages. */
export function findCheapest(
  entries: readonly PackageEntry[],
  lineup: readonly Channel[],
  chosen: readonly Channel[],
  locale: Locale,
): FinderAnswer {
  const { primaries, addOns } = packageOffers(entries, locale);
  const optimum = cheapestCombinations(
    primaries,
    addOns,
    chosen.map((channel) => channel.binary),
  );
  const uncarried = pick(chosen, optimum.uncarried);
  if (!optimum.best || uncarried.length === chosen.length) {
    return { best: null, alternatives: [], uncarried };
  }
  const describe = ({
    primary,
    addOns: extras,
    cents,
    leftOut,
  }: typeof optimum.best): FinderOption => {
    const bits = extras.reduce((all, addOn) => all | addOn.bit, primary.bit);
    const { tv, music } = splitMusic(
      lineup.filter((channel) => (channel.binary & bits) !== 0),
    );
    const carriedBy = (bit: number) =>
      chosen.filter((channel) => (channel.binary & bit) !== 0);
    return {
      parts: [
        { offer: primary, brings: carriedBy(primary.bit) },
        ...extras.map((addOn) => ({
          offer: addOn,
          brings: carriedBy(addOn.bit).filter(
            (channel) => (channel.binary & primary.bit) === 0,
          ),
        })),
      ],
      cents,
      tvCount: tv.length,
      musicCount: music.length,
      centsPerTvChannel: tv.length > 0 ? Math.round(cents / tv.length) : 0,
      leftOut: pick(chosen, leftOut),
    };
  };
  return {
    best: describe(optimum.best),
    alternatives: optimum.alternatives.map(describe),
    uncarried,
  };
}

function pick<T>(items: readonly T[], positions: readonly number[]): T[] {
  return positions.flatMap((position) => {
    const item = items[position];
    return item === undefined ? [] : [item];
  });
}
