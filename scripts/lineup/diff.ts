import { type PackageKey } from "~/config/constants";
import type {
  Channel,
  ChannelsFile,
  PackageEntry,
  PackagesFile,
} from "~/data/schemas";
import { isInPackage } from "../../app/lineup/membership";

/**
 * What changed between two versions of the lineup and the packages, in
 * Markdown for a changelog. Channels are matched by id, packages by key.
 */

export interface LineupVersion {
  channels: ChannelsFile;
  packages: PackagesFile;
}

const PACKAGE_FIELDS = ["title", "price", "label", "active"] as const;

export function lineupDiff(
  before: LineupVersion,
  after: LineupVersion,
  since: string,
): string {
  const sections: string[] = [];
  const oldById = new Map(
    before.channels.channels.map((channel) => [channel.id, channel]),
  );
  const newById = new Map(
    after.channels.channels.map((channel) => [channel.id, channel]),
  );
  const title = (key: PackageKey) =>
    after.channels.packages.find((entry) => entry.name === key)?.title ??
    before.channels.packages.find((entry) => entry.name === key)?.title ??
    key;
  const keys = unique([
    ...after.channels.packages.map((entry) => entry.name),
    ...before.channels.packages.map((entry) => entry.name),
  ]);

  for (const key of keys) {
    const added = after.channels.channels.filter(
      (channel) =>
        isInPackage(channel.binary, key) &&
        !inPackage(oldById.get(channel.id), key),
    );
    const removed = before.channels.channels.filter(
      (channel) =>
        isInPackage(channel.binary, key) &&
        !inPackage(newById.get(channel.id), key),
    );
    if (added.length === 0 && removed.length === 0) continue;
    sections.push(
      [
        `### ${markdown(title(key))}`,
        "",
        ...added.map((channel) => `- Added ${markdown(channel.channelName)}`),
        ...removed.map(
          (channel) => `- Removed ${markdown(channel.channelName)}`,
        ),
      ].join("\n"),
    );
  }

  const renamed = after.channels.channels.flatMap((channel) => {
    const old = oldById.get(channel.id);
    return old && old.channelName !== channel.channelName
      ? [`- ${markdown(old.channelName)} → ${markdown(channel.channelName)}`]
      : [];
  });
  if (renamed.length > 0) {
    sections.push(["### Renamed channels", "", ...renamed].join("\n"));
  }

  const packageChanges = unique([
    ...after.packages.map((entry) => entry.name),
    ...before.packages.map((entry) => entry.name),
  ]).flatMap((key) => {
    const old = before.packages.find((entry) => entry.name === key);
    const next = after.packages.find((entry) => entry.name === key);
    if (!old || !next) {
      return [
        `- ${markdown((next ?? old)?.title ?? key)}: package ${next ? "added" : "removed"}`,
      ];
    }
    return PACKAGE_FIELDS.flatMap((field) =>
      old[field] === next[field]
        ? []
        : [
            `- ${markdown(next.title)}: ${field} ${show(old, field)} → ${show(next, field)}`,
          ],
    );
  });
  if (packageChanges.length > 0) {
    sections.push(["### Packages", "", ...packageChanges].join("\n"));
  }

  const heading = `## Lineup changes since ${since}`;
  return sections.length === 0
    ? `${heading}\n\nNo changes to the lineup or the packages.\n`
    : `${heading}\n\n${sections.join("\n\n")}\n`;
}

function inPackage(channel: Channel | undefined, key: PackageKey): boolean {
  return channel !== undefined && isInPackage(channel.binary, key);
}

function show(entry: PackageEntry, field: (typeof PACKAGE_FIELDS)[number]) {
  const value = entry[field];
  if (value === undefined) return "(none)";
  if (field === "price") return `$${String(value)}`;
  return typeof value === "string" ? `"${markdown(value)}"` : String(value);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Text with Markdown's own characters escaped, so a name reads as written. */
export function markdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (char) => `\\${char}`);
}
