import { site } from "~/config/site";

import styles from "./logo.module.css";

/** The name's last word, drawn in the accent colour ("TV"). */
const NAME_SPLIT = site.name.lastIndexOf(" ");

/** The wordmark: a keystone holding a screen, then the site's name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `${styles.logo} ${className}` : styles.logo}
      viewBox="0 0 200 40"
      role="img"
      aria-label={site.name}
      focusable="false"
    >
      <path d="M4 4h32l-5 32H9z" fill="var(--color-accent)" />
      <rect
        x="11"
        y="11"
        width="18"
        height="12"
        rx="2"
        fill="var(--color-bg)"
      />
      <path
        d="M17 28h6"
        stroke="var(--color-bg)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text
        x="44"
        y="29"
        fill="var(--color-text)"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="22"
        fontWeight="700"
        // A fixed text length keeps the wordmark inside the artwork whatever the system font.
        textLength="150"
        lengthAdjust="spacingAndGlyphs"
      >
        {site.name.slice(0, NAME_SPLIT)}
        <tspan fill="var(--color-accent)">{site.name.slice(NAME_SPLIT)}</tspan>
      </text>
    </svg>
  );
}
