import type { PackageKey } from "~/config/constants";
import type { Channel, PackageEntry } from "~/data/schemas";
import { channelsInPackage, isInPackage } from "~/features/channels/membership";
import { formatMonthlyPrice } from "~/lib/format-price";
import { splitPackages } from "~/features/packages/split-packages";

/** A package column of the comparison: an active package and how many channels it has. */
export interface MatrixColumn {
  key: PackageKey;
  title: string;
  price: string;
  primary: boolean;
  channelCount: number;
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
      channelCount: channelsInPackage(channels, entry.name).length,
    });
  return [...primary.map(column(true)), ...addOns.map(column(false))];
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
