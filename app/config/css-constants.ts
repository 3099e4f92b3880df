import {
  DRAWER_WIDTH_PERCENT,
  DRAWER_Z_INDEX,
  LOGO_HEIGHT_PX,
  FIXED_BAR_MIN_HEIGHT_EM,
  LOGO_HEIGHT_SMALL_PX,
  MENU_BREAKPOINT_EM,
  SMALL_BREAKPOINT_PX,
} from "./constants.ts";

/** Where the bar's links fit inline; below it, the bar has its menu. */
export const WIDE_BAR_QUERY = `(min-width: ${MENU_BREAKPOINT_EM}em)`;

/**
 * The layout constants (docs/decisions.md, "Business constants") as CSS. The stylesheets write media queries
 * as custom media such as `(--small-screen)` and `(--wide-bar)` and read the
 * sizes as custom properties; the build fills both in from the constants.
 */
export const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  "--small-screen": `(max-width: ${SMALL_BREAKPOINT_PX - 0.02}px)`,
  "--wide-screen": `(min-width: ${SMALL_BREAKPOINT_PX}px)`,
  "--menu-bar": `(max-width: ${MENU_BREAKPOINT_EM - 0.01}em)`,
  "--wide-bar": WIDE_BAR_QUERY,
  "--tall-screen": `(min-height: ${FIXED_BAR_MIN_HEIGHT_EM}em)`,
};

export const CONSTANTS_CSS = `:root {
  --drawer-width: ${DRAWER_WIDTH_PERCENT}vw;
  --drawer-z-index: ${DRAWER_Z_INDEX};
  --logo-height: ${LOGO_HEIGHT_PX}px;
  --logo-height-small: ${LOGO_HEIGHT_SMALL_PX}px;
}
`;

/** Replaces each `(--name)` in the `@media` rules of a stylesheet with its definition. */
export function resolveCustomMedia(css: string): string {
  return css.replace(/@media[^{;]*/g, (prelude) =>
    prelude.replace(/\((--[a-z-]+)\)/g, (match, name: string) => {
      const query = CUSTOM_MEDIA[name];
      if (query === undefined) throw new Error(`Unknown custom media ${match}`);
      return query;
    }),
  );
}
