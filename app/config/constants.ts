/**
 * The business constants (docs/decisions.md, "Business constants"), each
 * named once. Code reads them from here rather than repeating the numbers.
 */

/** Bit of each package in a channel's `binary` membership mask, in bit order. */
export const PACKAGE_BITS = {
  core: 1,
  essentials: 2,
  elite: 4,
  ultimate: 8,
  sportsFanatic: 16,
  miniSports: 32,
  latino: 64,
  starz: 128,
  showtime: 256,
  hbo: 512,
} as const;

export type PackageKey = keyof typeof PACKAGE_BITS;

/** The ten package keys in bit order. */
export const PACKAGE_KEYS = Object.keys(PACKAGE_BITS) as PackageKey[];

/** Largest valid membership mask: every package bit set. */
export const MAX_PACKAGE_MASK = Object.values(PACKAGE_BITS).reduce(
  (all, bit) => all | bit,
  0,
);

/** Entries 1..PRIMARY_PACKAGE_COUNT of a package list are primary packages. */
export const PRIMARY_PACKAGE_COUNT = 4;

/** The channels selector lists entries 1..SELECTOR_PACKAGE_LIMIT. */
export const SELECTOR_PACKAGE_LIMIT = 8;

/** When a lineup holds more than this many channels, the last this-many are music channels. */
export const MUSIC_CHANNEL_COUNT = 50;

/** Package shown when `?pkg=` is absent, empty or unknown. */
export const DEFAULT_PACKAGE: PackageKey = "ultimate";

/** Screens at once per active subscription ("screens at once" on the pages, never "simultaneous streams"). */
export const SIMULTANEOUS_STREAMS = 5;

/** Hours of catch-up viewing. */
export const CATCH_UP_HOURS = 72;

/** Width (px) below which the narrow layout applies. */
export const SMALL_BREAKPOINT_PX = 768;

/**
 * Width (em, so it grows with the visitor's text size) below which the bar's
 * links no longer fit beside the logo and the language link, and the bar
 * shows the menu button and drawer instead: 960 px at the default text size.
 */
export const MENU_BREAKPOINT_EM = 60;

/**
 * Height (em) below which the bar scrolls away with the page instead of
 * staying fixed, so that it never takes more than a quarter of the screen.
 */
export const FIXED_BAR_MIN_HEIGHT_EM = 20;

/** Drawer width as a share of the viewport on small screens. */
export const DRAWER_WIDTH_PERCENT = 50;

/** Stacking order of the drawer. */
export const DRAWER_Z_INDEX = 99999;

/** Logo height in px on small screens and otherwise. */
export const LOGO_HEIGHT_SMALL_PX = 30;
export const LOGO_HEIGHT_PX = 40;
