import { useEffect, useId, useRef } from "react";

import type { Channel } from "~/data/schemas";
import { useLocale } from "~/i18n/common";
import { joinList } from "~/i18n/format";
import type { FinderMessages } from "~/messages/en/finder";

import styles from "./finder.module.css";

interface ChosenChipsProps {
  t: FinderMessages["chips"];
  channels: readonly Channel[];
  onRemove: (channel: Channel) => void;
  onRemoveAll: () => void;
  /** Where focus goes when no chip is left, e.g. the search field. */
  focusAfterLast: () => void;
}

/** The chosen channels as chips; each chip is a button that removes its channel. */
export function ChosenChips({
  t,
  channels,
  onRemove,
  onRemoveAll,
  focusAfterLast,
}: ChosenChipsProps) {
  const headingId = useId();
  const locale = useLocale();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // After a removal, focus moves to the chip now in that place, or the one before.
  const focusIndex = useRef<number | null>(null);

  // A first chip added by a button that has now gone (a popular pick) takes
  // the focus that button held, so the keyboard stays in the chips.
  const shownBefore = useRef(channels.length);
  useEffect(() => {
    const first = shownBefore.current === 0 && channels.length > 0;
    shownBefore.current = channels.length;
    const focusLost =
      document.activeElement === null ||
      document.activeElement === document.body;
    const chip = channels[0] && buttons.current.get(channels[0].id);
    if (first && focusLost && chip) chip.focus();
  }, [channels]);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const next = channels[Math.min(index, channels.length - 1)];
    const button = next && buttons.current.get(next.id);
    if (button) button.focus();
    else focusAfterLast();
  }, [channels, focusAfterLast]);

  // Until a channel is chosen, the Finder shows popular picks instead.
  if (channels.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.chosen}>
      <h2 id={headingId} className={styles.chosenTitle}>
        {t.title(channels.length)}
      </h2>
      {/* Paper has no buttons: the names as a line of text. */}
      <p className={styles.printNames}>
        {joinList(
          locale,
          channels.map((channel) => channel.channelName),
        )}
      </p>
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
              <span className="visually-hidden">{`${t.remove} `}</span>
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
          {t.removeAll}
        </button>
      )}
    </section>
  );
}
