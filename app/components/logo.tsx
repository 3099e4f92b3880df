import { site } from "~/config/site";

import styles from "./logo.module.css";

/** The Keystone TV wordmark: a keystone holding a screen, then the name. */
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
        letterSpacing="0.5"
        // Pins the wordmark's width, so a wide local font cannot clip it.
        textLength="150"
        lengthAdjust="spacingAndGlyphs"
      >
        Keystone<tspan fill="var(--color-accent)"> TV</tspan>
      </text>
    </svg>
  );
}
