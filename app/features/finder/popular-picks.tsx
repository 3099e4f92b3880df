import { useId } from "react";

import type { Channel } from "~/data/schemas";
import type { FinderMessages } from "~/messages/en/finder";

import styles from "./finder.module.css";

interface PopularPicksProps {
  t: FinderMessages["popular"];
  channels: readonly Channel[];
  /** How many channels the lineup holds, for the sentence on what the tool does. */
  lineupSize: number;
  onChoose: (channel: Channel) => void;
}

/** The Finder before any channel is chosen: what it does, and popular channels to start with in one tap. */
export function PopularPicks({
  t,
  channels,
  lineupSize,
  onChoose,
}: PopularPicksProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.start}>
      <h2 id={headingId} className={styles.startTitle}>
        {t.title}
      </h2>
      <p className={styles.startText}>{t.text(lineupSize)}</p>
      {channels.length > 0 && (
        <ul className={styles.chips}>
          {channels.map((channel) => (
            <li key={channel.id}>
              <button
                type="button"
                className={`${styles.chip} ${styles.pick}`}
                onClick={() => onChoose(channel)}
              >
                <span aria-hidden="true" className={styles.chipMark}>
                  +
                </span>
                <span className="visually-hidden">{`${t.add} `}</span>
                {channel.channelName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
