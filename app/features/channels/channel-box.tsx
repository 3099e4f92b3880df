import { useId } from "react";

import type { Channel } from "~/data/schemas";
import { useProgressiveCount } from "~/lib/use-progressive-count";
import type { ChannelsMessages } from "~/messages/en/channels";

import { ChannelNameLink } from "~/components/channel-name-link";
import styles from "./channels.module.css";

/**
 * Channel names drawn in each frame, beginning with the first: more than a
 * phone's or a laptop's first screen shows.
 */
const NAMES_PER_FRAME = 60;

/**
 * A package's TV channels, then its music channels, each in a box when it
 * has any. The first screen of names is drawn first and the rest a frame at
 * a time below it: the lists run row by row, so a name drawn never moves.
 */
export function ChannelBoxes({
  t,
  tv,
  music,
  slugs,
}: {
  t: ChannelsMessages;
  tv: readonly Channel[];
  music: readonly Channel[];
  slugs: ReadonlyMap<number, string>;
}) {
  const drawn = useProgressiveCount(
    tv.length + music.length,
    NAMES_PER_FRAME,
    NAMES_PER_FRAME,
  );
  return (
    <>
      {tv.length > 0 && (
        <ChannelBox
          title={t.tvChannels}
          channels={tv}
          slugs={slugs}
          drawn={drawn}
        />
      )}
      {music.length > 0 && drawn > tv.length && (
        <ChannelBox
          title={t.musicChannels}
          channels={music}
          slugs={slugs}
          drawn={drawn - tv.length}
        />
      )}
    </>
  );
}

/** A titled box listing channel names, e.g. "TV Channels (61)", each linked to its page. */
function ChannelBox({
  title,
  channels,
  slugs,
  drawn,
}: {
  title: string;
  channels: readonly Channel[];
  /** Each channel's page slug, by id (app/lineup/slug.ts). */
  slugs: ReadonlyMap<number, string>;
  /** How many of the names are drawn yet, from the first; the list is busy until all are. */
  drawn: number;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.boxTitle}>
        {title} ({channels.length})
      </h2>
      <ul
        className={styles.list}
        aria-busy={drawn < channels.length || undefined}
      >
        {channels.slice(0, drawn).map((channel) => (
          <li key={channel.id}>
            <ChannelNameLink
              name={channel.channelName}
              slug={slugs.get(channel.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
