import { readFileSync } from "node:fs";
import path from "node:path";

import { DATA_PATHS } from "~/config/paths";
import { parseData } from "~/data/parse-data";
import { type ChannelsFile, channelsFileSchema } from "~/data/schemas";

/** The lineup's test data: a frozen copy of public/json/, so editing the real lineup leaves the tests alone. */

export const projectDir = path.resolve(import.meta.dirname, "../..");
export const fixtureDir = path.join(import.meta.dirname, "fixtures");

function fixture<T>(
  file: keyof typeof DATA_PATHS,
  schema: Parameters<typeof parseData<T>>[0],
): T {
  const text = readFileSync(path.join(fixtureDir, DATA_PATHS[file]), "utf8");
  const parsed = parseData(schema, JSON.parse(text), file);
  if (!parsed.ok) throw new Error(`the fixture ${file} file is invalid`);
  return parsed.data;
}

export const fixtureChannels = (): ChannelsFile =>
  fixture("channels", channelsFileSchema);

/** The channel called `name` in `file`; a test error when there is none. */
export function channel(file: ChannelsFile, name: string) {
  const found = file.channels.find((entry) => entry.channelName === name);
  if (!found) throw new Error(`no channel "${name}" in the test data`);
  return found;
}
