import { useId } from "react";

import type { Channel } from "~/data/schemas";

import { ChannelNameLink } from "~/components/channel-name-link";
import styles from "./channels.module.css";

/** A titled box listing channel names, e.g. "TV Channels (61)", each linked to its page. */
export function ChannelBox({
  title,
  channels,
  slugs,
}: {
  title: string;
  channels: readonly Channel[];
  /** Each channel's page slug, by id (app/lineup/slug.ts). */
  slugs: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.boxTitle}>
        {title} ({channels.length})
      </h2>
      <ul className={styles.list}>
        {channels.map((channel) => (
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
