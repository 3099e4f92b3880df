import type { StoreLink } from "~/config/stores";

/**
 * Our own line glyphs for the badges: the kind of screen each store serves.
 * Neutral shapes on purpose; no store's or maker's brand mark is drawn.
 */
const GLYPHS: Record<StoreLink["id"], string> = {
  // A browser window with a play button.
  web: "M3 5h22v18H3z M3 9h22 M6 7h1 M9 7h1 M12 13v6l5-3z",
  // A phone.
  ios: "M9 3h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z M12 22h4",
  // A phone with a download arrow.
  android:
    "M9 3h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z M14 8v8 M11 13l3 3 3-3 M11 20h6",
  // A streaming stick.
  amazon: "M4 11h14a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2H4z M20 14h4 M8 14h6",
  // A streaming box and its remote.
  roku: "M2 12h15v7H2z M5 19v2 M14 19v2 M21 8h4v15h-4z M23 12v1 M23 16v1",
  // A smart TV.
  samsung: "M3 5h22v15H3z M10 24h8 M14 20v4 M11 10v5l4-2.5z",
  lg: "M3 5h22v15H3z M10 24h8 M14 20v4 M8 15l3-3 3 2 5-5",
};

export function StoreBadgeIcon({
  id,
  color,
}: {
  id: StoreLink["id"];
  color: string;
}) {
  return (
    <path
      d={GLYPHS[id]}
      fill="none"
      stroke={color}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
