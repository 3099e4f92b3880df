import { DATA_PATHS } from "~/config/paths";
import { readDataFileOnce } from "~/data/build-data.server";
import { channelsFileSchema, packagesFileSchema } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { channelSlugs } from "~/lineup/slug";

import {
  type ChangesData,
  changesOfChannel,
  loadChanges,
} from "./load-changes.server";

import { type ChannelFacts, channelFacts } from "./channel-facts";

/**
 * The facts of the page of the channel whose slug is `slug`, and its lines
 * of the record of changes, from the data files shipped in this build, for
 * its pre-rendering loader; null when no channel has that slug.
 */
export async function loadChannelFacts(
  slug: string,
  locale: Locale,
): Promise<{ facts: ChannelFacts; changes: ChangesData } | null> {
  const [packages, lineup, record] = await Promise.all([
    readDataFileOnce(DATA_PATHS.packages, packagesFileSchema),
    readDataFileOnce(DATA_PATHS.channels, channelsFileSchema),
    loadChanges(locale),
  ]);
  const slugs = channelSlugs(lineup.channels);
  const channel = lineup.channels.find((item) => slugs.get(item.id) === slug);
  if (!channel) return null;
  return {
    facts: channelFacts(packages, lineup.channels, channel, slugs, locale),
    // The channel's own lines of the record; its page is the one they link to.
    changes: {
      entries: changesOfChannel(record.entries, channel.id),
      titles: record.titles,
      slugs: {},
    },
  };
}
