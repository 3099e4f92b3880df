// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DATA_PATHS } from "../app/config/paths";
import { parseData } from "../app/data/parse-data";
import {
  type ChannelsFile,
  type PackagesFile,
  channelsFileSchema,
  packagesFileSchema,
} from "../app/data/schemas";
import { isInPackage } from "../app/lineup/membership";

const publicDir = path.resolve(import.meta.dirname, "..", "public");
function shipped<T>(
  file: keyof typeof DATA_PATHS,
  schema: Parameters<typeof parseData<T>>[0],
): T {
  const parsed = parseData(
    schema,
    JSON.parse(readFileSync(path.join(publicDir, DATA_PATHS[file]), "utf8")),
    file,
  );
  if (!parsed.ok) throw new Error(`the shipped ${file} file is invalid`);
  return parsed.data;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The channels a text names, by name or other name, longest names first ("CNN en Español" before "CNN"). */
function namedChannels(text: string, lineup: ChannelsFile["channels"]) {
  const names = lineup
    .flatMap((channel) =>
      [channel.channelName, ...(channel.aliases ?? [])].map((name) => ({
        name,
        channel,
      })),
    )
    .filter(({ name }) => name.length >= 3)
    .sort((a, b) => b.name.length - a.name.length);
  let rest = text;
  const found = new Set<ChannelsFile["channels"][number]>();
  for (const { name, channel } of names) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}+])${escape(name)}(?![\\p{L}\\p{N}+])`,
      "gu",
    );
    if (pattern.test(rest)) {
      found.add(channel);
      rest = rest.replace(pattern, " ");
    }
  }
  return [...found];
}

describe("the packages' descriptions", () => {
  const packages: PackagesFile = shipped("packages", packagesFileSchema);
  const { channels }: ChannelsFile = shipped("channels", channelsFileSchema);

  it("finds names the longest first", () => {
    const lineup = [
      { id: 1, channelName: "CNN", binary: 1 },
      { id: 2, channelName: "CNN en Español", binary: 1 },
    ];
    expect(namedChannels("Noticias en CNN en Español.", lineup)).toEqual([
      lineup[1],
    ]);
  });

  it.each(packages.map((entry) => [entry.name, entry] as const))(
    "%s names, in each language, only channels it carries",
    (_, entry) => {
      for (const text of [entry.description, entry.es?.description ?? ""]) {
        const strangers = namedChannels(text, channels)
          .filter((channel) => !isInPackage(channel.binary, entry.name))
          .map(({ channelName }) => channelName);
        expect(strangers, text).toEqual([]);
      }
    },
  );

  it("name in Spanish every Spanish-language local network a primary package carries, where they name its local networks", () => {
    for (const entry of packages.slice(0, 4)) {
      const text = entry.es?.description ?? "";
      if (!/cadenas locales/.test(text)) continue;
      const named = new Set(namedChannels(text, channels));
      const missing = channels
        .filter(
          (channel) =>
            isInPackage(channel.binary, entry.name) &&
            channel.genres?.includes("local") &&
            channel.genres.includes("spanish") &&
            !named.has(channel),
        )
        .map(({ channelName }) => channelName);
      // UniMás is in few packages; a description names the networks most of its viewers know.
      expect(
        missing.filter((name) => name !== "UniMás"),
        entry.name,
      ).toEqual([]);
    }
  });
});
