import type { PackageKey } from "~/config/constants";
import type {
  ChannelsFile,
  InstructionsFile,
  PackagesFile,
} from "~/data/schemas";
import { channelsInPackage } from "~/features/channels/membership";
import { splitMusic } from "~/features/channels/music-split";
import { addOnCoverage } from "~/features/packages/add-on-coverage";
import { activePlatforms } from "~/features/instructions/platforms";
import { priceCents } from "~/lib/format-price";
import { splitPackages } from "~/features/packages/split-packages";

/** A package as the visitor-facing pages summarise it. */
export interface PackageFacts {
  name: PackageKey;
  title: string;
  price: string;
  /** TV channels, counted as the Channels page counts them. */
  tv: number;
  music: number;
}

/** An add-on whose every channel already comes with a primary package. */
export interface AddOnInside {
  title: string;
  /** The first active primary package, in list order, that holds all of it. */
  primaryTitle: string;
}

export interface PlanFacts {
  primaries: PackageFacts[];
  addOns: PackageFacts[];
  /** The lowest price of an active primary package, e.g. "39.99"; null with none. */
  lowestPrice: string | null;
  addOnsInside: AddOnInside[];
  /** Each device with its active platforms, in file order; devices without one are left out. */
  devices: { name: string; platforms: string[] }[];
}

/** Channel counts of one package, TV and music apart (SPEC: the last 50 of a long list are music). */
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

/** The figures Home and the FAQ state, all computed from the three data files. */
export function planFacts(
  packages: PackagesFile,
  lineup: ChannelsFile,
  instructions: InstructionsFile,
): PlanFacts {
  const { primary, addOns } = splitPackages(packages);
  const facts = (entry: PackagesFile[number]): PackageFacts => ({
    name: entry.name,
    title: entry.title,
    price: entry.price,
    ...packageCounts(lineup, entry.name),
  });
  const addOnsInside = addOns.flatMap((entry) => {
    const { holder } = addOnCoverage(entry.name, primary, lineup);
    return holder ? [{ title: entry.title, primaryTitle: holder.title }] : [];
  });
  return {
    primaries: primary.map(facts),
    addOns: addOns.map(facts),
    lowestPrice: lowestPrice(primary.map(({ price }) => price)),
    addOnsInside,
    devices: instructions.devices.flatMap((device) => {
      const platforms = activePlatforms(device).map(({ name }) => name);
      return platforms.length > 0 ? [{ name: device.name, platforms }] : [];
    }),
  };
}
