import { useEffect, useId, useRef } from "react";

import type { Channel } from "~/data/schemas";
import type { FinderMessages } from "~/messages/en/finder";

import styles from "./finder.module.css";

interface PopularPicksProps {
  t: FinderMessages["popular"];
  channels: readonly Channel[];
  /** Whether channels are chosen already: then only the buttons, under their own heading. */
  more: boolean;
  /** How many TV and music channels the lineup holds, for the sentence on what the tool does. */
  lineupCounts: { tv: number; music: number };
  onChoose: (channel: Channel) => void;
  /** A pointer or focus on a pick: a channel may soon be chosen. */
  onReach?: () => void;
}

/** The Finder before any channel is chosen: what it does, and popular channels to start with in one tap. */
export function PopularPicks({
  t,
  channels,
  more,
  lineupCounts,
  onChoose,
  onReach,
}: PopularPicksProps) {
  const headingId = useId();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // A chosen channel's button goes; focus moves to the one now in its place.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const next = channels[Math.min(index, channels.length - 1)];
    if (next) buttons.current.get(next.id)?.focus();
  }, [channels]);

  if (more && channels.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.start}>
      <h2 id={headingId} className={styles.startTitle}>
        {more ? t.moreTitle : t.title}
      </h2>
      {!more && (
        <p className={styles.startText}>
          {t.text(lineupCounts.tv, lineupCounts.music)}
        </p>
      )}
      {channels.length > 0 && (
        <ul className={styles.chips}>
          {channels.map((channel, index) => (
            <li key={channel.id}>
              <button
                type="button"
                className={`${styles.chip} ${styles.pick}`}
                ref={(button) => {
                  if (button) buttons.current.set(channel.id, button);
                  else buttons.current.delete(channel.id);
                }}
                onPointerEnter={onReach}
                onPointerDown={onReach}
                onFocus={onReach}
                onClick={() => {
                  focusIndex.current = index;
                  onChoose(channel);
                }}
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
