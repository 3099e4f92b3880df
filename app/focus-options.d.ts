// HTML's `focusVisible` focus option, which TypeScript's DOM types do not list yet.
interface FocusOptions {
  /** Draws the focus ring whatever the browser's own heuristics would say. */
  focusVisible?: boolean;
}
