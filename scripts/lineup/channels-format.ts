import type { ChannelsFile } from "~/data/schemas";

/**
 * Writes channels.json the way it is kept by hand: two-space indentation,
 * one line per channel and per package, fields in the schema's order (id,
 * channelName, binary, genres, aliases), and a final newline, so an edit
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
  const ordered = channels.map(
    ({ id, channelName, binary, genres, aliases }) => ({
      id,
      channelName,
      binary,
      genres,
      aliases,
    }),
  );
  return `{\n  "channels": ${list(ordered)},\n  "packages": ${list(packages)}\n}\n`;
}

/** `{ "id": 1, "channelName": "A&E", "binary": 15, "genres": ["entertainment"] }`: one entry on one line. */
export function inline(entry: object): string {
  const fields = Object.entries(entry)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}: ${inlineValue(value)}`);
  return fields.length === 0 ? "{}" : `{ ${fields.join(", ")} }`;
}

/** A value as JSON, a list's items spaced as in the rest of the line. */
function inlineValue(value: unknown): string {
  return Array.isArray(value)
    ? `[${value.map((item) => inlineValue(item)).join(", ")}]`
    : JSON.stringify(value);
}
