import type { PackageKey } from "~/config/constants";
import { packageTexts } from "~/data/in-language";
import type { Channel, PackageEntry } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { formatCents, priceCents } from "~/lineup/format-price";
import { channelsInPackage, isInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { splitPackages } from "~/lineup/split-packages";
import type { CompareMessages } from "~/messages/en/compare";

/** The words of the matrix and of its CSV file, in the page's language. */
export type MatrixWords = CompareMessages["matrix"];

/** A package column of the comparison: an active package and how many channels it has. */
export interface MatrixColumn {
  key: PackageKey;
  /** Its title in the page's language. */
  title: string;
  price: string;
  primary: boolean;
  /** TV and music counted apart, as the Channels page counts them. */
  tvCount: number;
  musicCount: number;
}

/** The active packages, primary first, each with its channel count, titled in `locale`. */
export function matrixColumns(
  entries: readonly PackageEntry[],
  channels: readonly Channel[],
  locale: Locale,
): MatrixColumn[] {
  const { primary, addOns } = splitPackages(entries);
  const column =
    (isPrimary: boolean) =>
    (entry: PackageEntry): MatrixColumn => ({
      key: entry.name,
      title: packageTexts(entry, locale).title,
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
export function columnCount(
  words: MatrixWords,
  { tvCount, musicCount }: MatrixColumn,
): string {
  return words.count(tvCount, musicCount);
}

/** A column's price as an amount of money: "$39.99". */
export function columnAmount({ price }: MatrixColumn): string {
  return formatCents(priceCents(price));
}

/** A column's monthly price: "$39.99/mo". */
export function columnPrice(words: MatrixWords, column: MatrixColumn): string {
  return `${columnAmount(column)}${words.perMonth}`;
}

/** The whole matrix as CSV records: a header, then one record per channel. */
export function matrixRecords(
  words: MatrixWords,
  columns: readonly MatrixColumn[],
  channels: readonly Channel[],
): string[][] {
  return [
    [
      words.channel,
      ...columns.map(
        (column) => `${column.title} (${columnPrice(words, column)})`,
      ),
    ],
    ...channels.map((channel) => [
      channel.channelName,
      ...columns.map((column) =>
        isInPackage(channel.binary, column.key) ? words.yes : words.no,
      ),
    ]),
  ];
}
