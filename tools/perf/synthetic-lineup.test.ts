import { readFile } from "node:fs/promises";

import { describe, expect, it } from "vitest";

import { MUSIC_CHANNEL_COUNT } from "~/config/constants";
import {
  channelsFileSchema,
  packagesFileSchema,
  type ChannelsFile,
} from "~/data/schemas";
import { parseData } from "~/data/parse-data";
import { channelsInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { checkDataFiles } from "../../build-tools/check-data";
import {
  SITE_LINEUP_MIN,
  formatChannelsFile,
  packagesWithCounts,
  siteLineup,
} from "./synthetic-lineup";

async function shipped<T>(
  file: string,
  schema: Parameters<typeof parseData<T>>[0],
) {
  const result = parseData(
    schema,
    JSON.parse(await readFile(`public/json/${file}`, "utf8")),
    file,
  );
  if (!result.ok) throw new Error(`public/json/${file} does not parse.`);
  return result.data;
}

const channelsFile = await shipped(
  "channels/channels.json",
  channelsFileSchema,
);
const packagesFile = await shipped(
  "packages/packages.json",
  packagesFileSchema,
);

describe("siteLineup", () => {
  it.each([SITE_LINEUP_MIN, 2_000])(
    "makes %i channels the data checks accept, with counts to match",
    async (count) => {
      const lineup = siteLineup(count, channelsFile.packages);
      expect(lineup.channels).toHaveLength(count);
      const problems = await checkDataFiles(
        "public",
        process.cwd(),
        {
          channels: formatChannelsFile(lineup),
          packages: JSON.stringify(packagesWithCounts(packagesFile, lineup)),
          // The shipped record of changes is the shipped lineup's, not this one's.
          changes: JSON.stringify({ changes: [] }),
          // And so are the search topics.
        },
        JSON.stringify({ topics: [], outsideTheme: [] }),
      );
      expect(problems).toEqual([]);
    },
  );

  it("shows the last channels of the file, and only them, as music in every package", () => {
    const lineup: ChannelsFile = siteLineup(2_000, channelsFile.packages);
    const lastIds = lineup.channels
      .slice(-MUSIC_CHANNEL_COUNT)
      .map((channel) => channel.id);
    for (const { name } of lineup.packages) {
      const { tv, music } = splitMusic(
        channelsInPackage(lineup.channels, name),
      );
      expect(tv.length, name).toBeGreaterThan(0);
      if (music.length > 0) {
        expect(
          music.map((channel) => channel.id),
          name,
        ).toEqual(lastIds);
      }
    }
  });

  it("writes each package's counts as the Channels page counts them", () => {
    const lineup = siteLineup(2_000, channelsFile.packages);
    const [core] = packagesWithCounts(packagesFile, lineup);
    const coreTv = splitMusic(channelsInPackage(lineup.channels, "core")).tv;
    expect(core?.channels).toBe(
      `${coreTv.length} TV channels + ${MUSIC_CHANNEL_COUNT} music channels`,
    );
    expect(core?.es?.channels).toBe(
      `${coreTv.length} canales de TV + ${MUSIC_CHANNEL_COUNT} canales de música`,
    );
  });

  it("gives the same lineup for the same seed, and another for another seed", () => {
    const first = siteLineup(500, channelsFile.packages, 3);
    expect(siteLineup(500, channelsFile.packages, 3)).toEqual(first);
    expect(siteLineup(500, channelsFile.packages, 4)).not.toEqual(first);
  });

  it("refuses a lineup too small for every primary package to hold TV channels", () => {
    expect(() =>
      siteLineup(SITE_LINEUP_MIN - 1, channelsFile.packages),
    ).toThrow(`at least ${SITE_LINEUP_MIN} channels`);
  });
});
