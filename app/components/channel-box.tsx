import { useId } from "react";

import { ChannelNameLink } from "~/components/channel-name-link";
import type { ListedChannel } from "~/lineup/slug";

import styles from "./channel-box.module.css";

/** A titled box of channel names, "TV Channels (61)", as Channels and a package's page show it. */
export function ChannelBox({
  title,
  channels,
  className,
}: {
  title: string;
  channels: readonly ListedChannel[];
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={className ? `${styles.box} ${className}` : styles.box}
    >
      <h2 id={headingId} className={styles.title}>
        {title} ({channels.length})
      </h2>
      <ChannelList channels={channels} />
    </section>
  );
}

/** Channel names, each linked to its page, reading down the columns. */
export function ChannelList({
  channels,
  label,
}: {
  channels: readonly ListedChannel[];
  label?: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelNameLink name={channel.name} slug={channel.slug} />
        </li>
      ))}
    </ul>
  );
}
