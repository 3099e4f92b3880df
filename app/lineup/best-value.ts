import type { ChannelsFile, PackageEntry } from "~/data/schemas";
import { channelsInPackage } from "./membership";
import { splitMusic } from "./music-split";
import { priceCents } from "./format-price";

import { splitPackages } from "./split-packages";

/** An active primary package and what it costs per TV channel. */
export interface PrimaryValue {
  entry: PackageEntry;
  tvCount: number;
  /** Monthly price over TV channels, in (fractional) cents. */
  centsPerTvChannel: number;
}

/**
 * The active primary packages with their price per TV channel. Music comes
 * with every primary package, so only TV channels are counted.
 */
export function primaryValues(
  entries: readonly PackageEntry[],
  lineup: ChannelsFile,
): PrimaryValue[] {
  return splitPackages(entries).primary.flatMap((entry) => {
    const { tv } = splitMusic(channelsInPackage(lineup.channels, entry.name));
    return tv.length === 0
      ? []
      : [
          {
            entry,
            tvCount: tv.length,
            centsPerTvChannel: priceCents(entry.price) / tv.length,
          },
        ];
  });
}

/**
 * The package a "Best value" label may sit on: the active primary package
 * with the lowest price per TV channel (the first, if two tie).
 */
export function bestValuePrimary(
  entries: readonly PackageEntry[],
  lineup: ChannelsFile,
): PrimaryValue | null {
  return primaryValues(entries, lineup).reduce<PrimaryValue | null>(
    (best, value) =>
      best === null || value.centsPerTvChannel < best.centsPerTvChannel
        ? value
        : best,
    null,
  );
}
