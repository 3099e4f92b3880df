import { type PackageKey } from "~/config/constants";
import { quoted } from "~/data/parse-data";
import type { Channel, ChannelsFile } from "~/data/schemas";
import { channelsInPackage, isInPackage } from "../../app/lineup/membership";
import { splitMusic } from "../../app/lineup/music-split";
import { toCsv } from "~/features/compare/csv";

import { packageList } from "./edits";
import { musicIds } from "./music-rule";

/** What `list`, `show` and `matrix` print: plain text, one string per command. */

/** The counts of every package, as the Channels page counts them. */
export function packageCounts(file: ChannelsFile): string {
  const rows = file.packages.map(({ name, title }) => {
    const { tv, music } = splitMusic(channelsInPackage(file.channels, name));
    return [`${title} (${name})`, `${tv.length} TV`, `${music.length} music`];
  });
  return table(
    [["Package", "TV channels", "Music channels"], ...rows],
    [false, true, true],
  );
}

/** The channels of one package, in the two boxes the Channels page shows. */
export function packageLineup(file: ChannelsFile, key: PackageKey): string {
  const title = file.packages.find((entry) => entry.name === key)?.title ?? key;
  const { tv, music } = splitMusic(channelsInPackage(file.channels, key));
  const box = (heading: string, channels: readonly Channel[]) =>
    channels.length === 0
      ? []
      : [
          `${heading} (${channels.length})`,
          ...channels.map((channel) => `  ${channel.channelName}`),
        ];
  const lines = [...box("TV Channels", tv), ...box("Music Channels", music)];
  return [
    `${title} (${key})`,
    ...(lines.length > 0 ? lines : ["  No channels."]),
  ].join("\n");
}

/** A channel's id, packages by name, mask, genres and other names. */
export function channelDetails(file: ChannelsFile, channel: Channel): string {
  const bits = channel.binary.toString(2).padStart(file.packages.length, "0");
  const kind = musicIds(file.channels).has(channel.id) ? "music" : "TV";
  const genres = channel.genres?.join(", ") ?? "none";
  const aliases = channel.aliases?.map(quoted).join(", ") ?? "none";
  return [
    `${channel.channelName}`,
    `  id:       ${channel.id}`,
    `  kind:     ${kind}`,
    `  packages: ${packageList(channel.binary)}`,
    `  bitmask:  ${channel.binary} (binary ${bits})`,
    `  genres:   ${genres}`,
    `  aliases:  ${aliases}`,
  ].join("\n");
}

/** Channels × packages for a terminal: numbered package columns and a legend above. */
export function matrixText(file: ChannelsFile): string {
  const legend = file.packages
    .map((entry, index) => `${index + 1} ${entry.name}`)
    .join(", ");
  const header = [
    "Id",
    "Channel",
    ...file.packages.map((_, index) => String(index + 1)),
  ];
  const rows = file.channels.map((channel) => [
    String(channel.id),
    channel.channelName,
    ...file.packages.map((entry) =>
      isInPackage(channel.binary, entry.name) ? "x" : ".",
    ),
  ]);
  return `Packages: ${legend}\n${table([header, ...rows], [true, false])}`;
}

/** Channels × packages as CSV (RFC 4180, as Compare Packages writes it): a header line, then one line per channel. */
export function matrixCsv(file: ChannelsFile): string {
  const header = ["id", "channel", ...file.packages.map((entry) => entry.name)];
  const rows = file.channels.map((channel) => [
    String(channel.id),
    channel.channelName,
    ...file.packages.map((entry) =>
      isInPackage(channel.binary, entry.name) ? "1" : "0",
    ),
  ]);
  return toCsv([header, ...rows]);
}

/** Columns padded to their widest cell, right-aligned where `right[column]`. */
function table(rows: readonly string[][], right: readonly boolean[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          return right[column] ? cell.padStart(width) : cell.padEnd(width);
        })
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
