import type { StoreLink } from "~/config/stores";
import type { HomeMessages } from "~/messages/en/home";

import { StoreBadgeIcon } from "./store-badge-icon";
import styles from "./store-badges.module.css";

/**
 * One store badge, our own artwork: a glyph, a small kicker line and the
 * store's name, in page text so every badge shares one type size and long
 * names wrap instead of shrinking. The words are the start of the link's
 * accessible name, so a visitor who says what they see reaches it (WCAG 2.5.3).
 */
export function StoreBadge({
  icon,
  words,
}: {
  icon: StoreLink["id"];
  words: HomeMessages["stores"][StoreLink["id"]];
}) {
  return (
    <span className={styles.plate}>
      <svg
        className={styles.icon}
        aria-hidden="true"
        viewBox="0 0 28 28"
        width="28"
        height="28"
        focusable="false"
      >
        <StoreBadgeIcon id={icon} color="currentColor" />
      </svg>
      <span className={styles.words}>
        <span className={styles.kicker}>{words.kicker}</span>{" "}
        <span className={styles.label}>{words.label}</span>
      </span>
    </span>
  );
}
