import type { StoreLink } from "~/config/site";

import { fitText } from "./badge-text-fit";
import { StoreBadgeIcon } from "./store-badge-icon";

/** Badge geometry in SVG units; the badge scales with its box. */
export const BADGE_WIDTH = 200;
export const BADGE_HEIGHT = 56;
const TEXT_X = 52;
const TEXT_WIDTH = BADGE_WIDTH - TEXT_X - 12;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/**
 * One store badge, our own artwork: a dark (or, for the web player, amber)
 * plate with a glyph, a small kicker line and the store's name. The picture
 * is decorative; the link around it carries the accessible name.
 */
export function StoreBadge({ store }: { store: StoreLink }) {
  const featured = store.id === "web";
  const ink = featured ? "var(--color-on-accent)" : "var(--color-text)";
  const kicker = fitText(store.kicker, TEXT_WIDTH, 12);
  const label = fitText(store.label, TEXT_WIDTH, 20, true);
  return (
    <svg
      viewBox={`0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}`}
      width={BADGE_WIDTH}
      height={BADGE_HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="0.75"
        y="0.75"
        width={BADGE_WIDTH - 1.5}
        height={BADGE_HEIGHT - 1.5}
        rx="10"
        fill={featured ? "var(--color-accent)" : "var(--color-badge-bg)"}
        stroke={featured ? "var(--color-accent)" : "var(--color-badge-border)"}
        strokeWidth="1.5"
      />
      <g transform="translate(12 14)">
        <StoreBadgeIcon id={store.id} color={ink} />
      </g>
      <g fill={ink} fontFamily={FONT}>
        <text
          x={TEXT_X}
          y="22"
          fontSize={kicker.fontSize}
          textLength={kicker.textLength}
          lengthAdjust="spacingAndGlyphs"
        >
          {store.kicker}
        </text>
        <text
          x={TEXT_X}
          y="42"
          fontSize={label.fontSize}
          fontWeight="700"
          textLength={label.textLength}
          lengthAdjust="spacingAndGlyphs"
        >
          {store.label}
        </text>
      </g>
    </svg>
  );
}
