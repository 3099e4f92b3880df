import { type Locale, localizedPath } from "../i18n/locale";

/**
 * Paths of the site's screens (docs/decisions.md, "Routes and screens"), shared by the routes, the nav and
 * the build. Each has a Spanish twin under `/es` (see app/i18n/locale.ts).
 */
export const PATHS = {
  home: "/",
  packages: "/plus",
  channels: "/plus/channels",
  instructions: "/plus/instructions",
  partners: "/plus/isps-mdus",
  signup: "/plus/signup",
  channelsTest: "/plus/channelstest",
  // Tools beyond the five screens of the bar, linked from the pages' text.
  finder: "/plus/finder",
  compare: "/plus/compare",
  // Answers and trust pages, linked from the footer.
  faq: "/plus/faq",
  privacy: "/plus/privacy",
  accessibility: "/plus/accessibility",
  // The lineup's record of changes; its Atom feed is CHANGES_FEED_PATH.
  changes: "/plus/changes",
} as const;

/** The Channel Finder's query parameter of chosen channel ids (`?ch=59,135`), which a link can set. */
export const FINDER_CHANNELS_PARAM = "ch";

/** The Atom feed of the lineup's record of changes, written by the build. */
export const CHANGES_FEED_PATH = "/plus/changes.xml";

/** The folder of the package pages (Packages itself is `PATHS.packages`). */
export const PACKAGE_PAGES_FOLDER = `${PATHS.packages}/packages`;

/**
 * The pages built from the data, one per channel and one per device and
 * platform, as route patterns; `channelPath` and `setupPath` give one page's
 * English path (docs/decisions.md, "Pages beyond the bar"). Each also
 * matches every other address under its folder, deeper or shallower: the
 * server and static hosts send those the folder's not-found page, which
 * that route renders, so the browser hydrates it under the route it matches.
 */
export const PAGE_PATTERNS = {
  channel: `${PATHS.channels}/:slug/*`,
  setup: `${PATHS.instructions}/:device/:platform?/*`,
  package: `${PACKAGE_PAGES_FOLDER}/:slug/*`,
} as const;

/** The page of the channel with slug `slug` (app/lineup/slug.ts), in `locale`. */
export function channelPath(slug: string, locale: Locale = "en"): string {
  return localizedPath(`${PATHS.channels}/${slug}`, locale);
}

/** The page of the package with slug `slug` (app/lineup/slug.ts, `packageSlug`), in `locale`. */
export function packagePath(slug: string, locale: Locale = "en"): string {
  return localizedPath(`${PACKAGE_PAGES_FOLDER}/${slug}`, locale);
}

/** The setup page of a device's platform, by their slugs, in `locale`. */
export function setupPath(
  device: string,
  platform: string,
  locale: Locale = "en",
): string {
  return localizedPath(`${PATHS.instructions}/${device}/${platform}`, locale);
}

export type Paths = { readonly [K in keyof typeof PATHS]: string };

const PATHS_BY_LOCALE: Readonly<Record<Locale, Paths>> = {
  en: PATHS,
  es: Object.fromEntries(
    Object.entries(PATHS).map(([key, path]) => [
      key,
      localizedPath(path, "es"),
    ]),
  ) as Record<keyof typeof PATHS, string>,
};

/** The site's paths in `locale`: links stay in the language of the page. */
export function pathsFor(locale: Locale): Paths {
  return PATHS_BY_LOCALE[locale];
}

/**
 * The data files under `public/`: the three the screens load at run time
 * (docs/decisions.md, "Data files"), and the record of lineup changes the
 * build reads.
 */
export const DATA_PATHS = {
  packages: "/json/packages/packages.json",
  channels: "/json/channels/channels.json",
  instructions: "/json/instructions/instructions.json",
  changes: "/json/changes/changes.json",
} as const;
