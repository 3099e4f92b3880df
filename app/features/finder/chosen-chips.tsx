import { useEffect, useId, useRef } from "react";

import type { Channel } from "~/data/schemas";

import styles from "./finder.module.css";

interface ChosenChipsProps {
  channels: readonly Channel[];
  onRemove: (channel: Channel) => void;
  onRemoveAll: () => void;
  /** Where focus goes when no chip is left, e.g. the search field. */
  focusAfterLast: () => void;
}

/** The chosen channels as chips; each chip is a button that removes its channel. */
export function ChosenChips({
  channels,
  onRemove,
  onRemoveAll,
  focusAfterLast,
}: ChosenChipsProps) {
  const headingId = useId();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // After a removal, focus moves to the chip now in that place, or the one before.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const next = channels[Math.min(index, channels.length - 1)];
    const button = next && buttons.current.get(next.id);
    if (button) button.focus();
    else focusAfterLast();
  }, [channels, focusAfterLast]);

  return (
    <section aria-labelledby={headingId} className={styles.chosen}>
      <h2 id={headingId} className={styles.chosenTitle}>
        Your channels ({channels.length})
      </h2>
      {channels.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <>
          <ul className={styles.chips}>
            {channels.map((channel, index) => (
              <li key={channel.id}>
                <button
                  type="button"
                  className={styles.chip}
                  ref={(button) => {
                    if (button) buttons.current.set(channel.id, button);
                    else buttons.current.delete(channel.id);
                  }}
                  onClick={() => {
                    focusIndex.current = index;
                    onRemove(channel);
                  }}
                >
                  <span className="visually-hidden">Remove </span>
                  {channel.channelName}
                  <span aria-hidden="true" className={styles.chipMark}>
                    ×
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {channels.length > 1 && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                focusIndex.current = 0;
                onRemoveAll();
              }}
            >
              Remove all
            </button>
          )}
        </>
      )}
    </section>
  );
}
