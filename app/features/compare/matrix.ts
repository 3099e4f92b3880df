import type { PackageKey } from "~/config/constants";
import type { Channel, PackageEntry } from "~/data/schemas";
import { channelsInPackage, isInPackage } from "~/features/channels/membership";
import { splitMusic } from "~/features/channels/music-split";
import { formatMonthlyPrice } from "~/lib/format-price";
import { splitPackages } from "~/features/packages/split-packages";

/** A package column of the comparison: an active package and how many channels it has. */
export interface MatrixColumn {
  key: PackageKey;
  title: string;
  price: string;
  primary: boolean;
  /** TV and music counted apart, as the Channels page counts them. */
  tvCount: number;
  musicCount: number;
}

/** The active packages, primary first, each with its channel count. */
export function matrixColumns(
  entries: readonly PackageEntry[],
  channels: readonly Channel[],
): MatrixColumn[] {
  const { primary, addOns } = splitPackages(entries);
  const column =
    (isPrimary: boolean) =>
    (entry: PackageEntry): MatrixColumn => ({
      key: entry.name,
      title: entry.title,
      price: entry.price,
      primary: isPrimary,
      ...channelCounts(channelsInPackage(channels, entry.name)),
    });
  return [...primary.map(column(true)), ...addOns.map(column(false))];
}

function channelCounts(channels: readonly Channel[]) {
  const { tv, music } = splitMusic(channels);
  return { tvCount: tv.length, musicCount: music.length };
}

/**
 * A column's channel count, TV and music apart, never one total:
 * "61 TV + 50 music", or "27 channels" for a package without music.
 */
export function columnCount({ tvCount, musicCount }: MatrixColumn): string {
  return musicCount > 0
    ? `${tvCount} TV + ${musicCount} music`
    : `${tvCount} channel${tvCount === 1 ? "" : "s"}`;
}

/** The whole matrix as CSV records: a header, then one record per channel. */
export function matrixRecords(
  columns: readonly MatrixColumn[],
  channels: readonly Channel[],
): string[][] {
  return [
    [
      "Channel",
      ...columns.map(
        (column) => `${column.title} (${formatMonthlyPrice(column.price)})`,
      ),
    ],
    ...channels.map((channel) => [
      channel.channelName,
      ...columns.map((column) =>
        isInPackage(channel.binary, column.key) ? "Yes" : "No",
      ),
    ]),
  ];
}
