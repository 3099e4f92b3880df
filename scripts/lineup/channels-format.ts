import type { ChannelsFile } from "~/data/schemas";

/**
 * Writes channels.json the way it is kept by hand: two-space indentation,
 * one line per channel and per package, and a final newline, so an edit
 * changes only the lines it means to.
 */
export function formatChannelsFile({
  channels,
  packages,
}: ChannelsFile): string {
  const list = (entries: readonly object[]) =>
    entries.length === 0
      ? "[]"
      : `[\n${entries.map((entry) => `    ${inline(entry)}`).join(",\n")}\n  ]`;
  return `{\n  "channels": ${list(channels)},\n  "packages": ${list(packages)}\n}\n`;
}

/** `{ "id": 1, "channelName": "A&E", "binary": 15 }`: one entry on one line. */
function inline(entry: object): string {
  const fields = Object.entries(entry)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return fields.length === 0 ? "{}" : `{ ${fields.join(", ")} }`;
}
