import { useId } from "react";

import type { Channel } from "~/data/schemas";

import styles from "./channels.module.css";

/** A titled box listing channel names, e.g. "TV Channels (61)". */
export function ChannelBox({
  title,
  channels,
}: {
  title: string;
  channels: readonly Channel[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.boxTitle}>
        {title} ({channels.length})
      </h2>
      <ul className={styles.list}>
        {channels.map((channel) => (
          <li key={channel.id}>{channel.channelName}</li>
        ))}
      </ul>
    </section>
  );
}
