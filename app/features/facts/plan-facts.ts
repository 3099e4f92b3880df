import type { PackageKey } from "~/config/constants";
import { packageTexts, shownName } from "~/data/in-language";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import type {
  Device,
  InstructionsFile,
  Platform,
} from "~/data/instructions-schema";
import type { Locale } from "~/i18n/locale";
import { channelsInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { addOnCoverage } from "~/lineup/add-on-coverage";
import { activePlatforms } from "~/lineup/platforms";
import { priceCents } from "~/lineup/format-price";
import { splitPackages } from "~/lineup/split-packages";

/** A package as the visitor-facing pages summarise it. */
export interface PackageFacts {
  name: PackageKey;
  /** In the page's language. */
  title: string;
  price: string;
  /** TV channels, counted as the Channels page counts them. */
  tv: number;
  music: number;
}

/** An add-on whose every channel already comes with a primary package. */
export interface AddOnInside {
  name: PackageKey;
  title: string;
  /** The first active primary package, in list order, that holds all of it. */
  primaryTitle: string;
}

/** A device or platform: its `name` keys it in both languages; `shown` is the page's language. */
export interface Named {
  name: string;
  shown: string;
}

/** The Spanish-language TV channels (genre `spanish`) of a primary package. */
export interface SpanishChannels {
  title: string;
  /** Their names, in alphabetical order. */
  names: string[];
}

export interface PlanFacts {
  primaries: PackageFacts[];
  /** Each active primary package's Spanish-language channels, in list order. */
  spanishChannels: SpanishChannels[];
  addOns: PackageFacts[];
  /** The lowest price of an active primary package, e.g. "39.99"; null with none. */
  lowestPrice: string | null;
  addOnsInside: AddOnInside[];
  /** Each device with its active platforms, in file order; devices without one are left out. */
  devices: (Named & { platforms: Named[] })[];
}

/** Channel counts of one package, TV and music apart (the last 50 of a long list are music: docs/decisions.md, "Business constants"). */
export function packageCounts(
  lineup: ChannelsFile,
  key: PackageKey,
): { tv: number; music: number } {
  const { tv, music } = splitMusic(channelsInPackage(lineup.channels, key));
  return { tv: tv.length, music: music.length };
}

/** The lowest of some prices, by cents; null for none. */
export function lowestPrice(prices: readonly string[]): string | null {
  let lowest: string | null = null;
  for (const price of prices) {
    if (lowest === null || priceCents(price) < priceCents(lowest)) {
      lowest = price;
    }
  }
  return lowest;
}

/**
 * The figures Home and the FAQ state, all computed from the three data
 * files, with the packages', devices' and platforms' names in `locale`.
 */
export function planFacts(
  packages: PackagesFile,
  lineup: ChannelsFile,
  instructions: InstructionsFile,
  locale: Locale,
): PlanFacts {
  const { primary, addOns } = splitPackages(packages);
  const titled = primary.map((entry) => ({
    name: entry.name,
    title: packageTexts(entry, locale).title,
  }));
  const facts = (entry: PackagesFile[number]): PackageFacts => ({
    name: entry.name,
    title: packageTexts(entry, locale).title,
    price: entry.price,
    ...packageCounts(lineup, entry.name),
  });
  const addOnsInside = addOns.flatMap((entry) => {
    const { holder } = addOnCoverage(entry.name, titled, lineup);
    return holder
      ? [
          {
            name: entry.name,
            title: packageTexts(entry, locale).title,
            primaryTitle: holder.title,
          },
        ]
      : [];
  });
  const named = (item: Device | Platform): Named => ({
    name: item.name,
    shown: shownName(item, locale),
  });
  return {
    primaries: primary.map(facts),
    spanishChannels: primary.map((entry) => ({
      title: packageTexts(entry, locale).title,
      names: splitMusic(channelsInPackage(lineup.channels, entry.name))
        .tv.filter((channel) => channel.genres?.includes("spanish"))
        .map((channel) => channel.channelName)
        .sort((a, b) => a.localeCompare(b, "en")),
    })),
    addOns: addOns.map(facts),
    lowestPrice: lowestPrice(primary.map(({ price }) => price)),
    addOnsInside,
    devices: instructions.devices.flatMap((device) => {
      const platforms = activePlatforms(device).map(named);
      return platforms.length > 0 ? [{ ...named(device), platforms }] : [];
    }),
  };
}
