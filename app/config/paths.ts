import { type Locale, localizedPath } from "../i18n/locale";
import { PAGES, PAGE_LIST, type PageKey } from "./pages";

type Pages = typeof PAGES;
type PatternKey = {
  [K in PageKey]: Pages[K]["path"] extends `${string}:${string}` ? K : never;
}[PageKey];

/**
 * The English path of each page of the registry (app/config/pages.ts) but
 * those built from the data, shared by the links, the nav and the build.
 * Each has a Spanish twin under `/es` (see app/i18n/locale.ts).
 */
export const PATHS = Object.fromEntries(
  PAGE_LIST.filter((page) => !page.built).map((page) => [page.key, page.path]),
  // Built from the registry just above: each key's own path.
) as { readonly [K in Exclude<PageKey, PatternKey>]: Pages[K]["path"] };

/** The Channel Finder's query parameter of chosen channel ids (`?ch=59,135`), which a link can set. */
export const FINDER_CHANNELS_PARAM = "ch";

/** The Atom feed of the lineup's record of changes, written by the build. */
export const CHANGES_FEED_PATH = "/plus/changes.xml";

/** The folder of the package pages (Packages itself is `PATHS.packages`). */
export const PACKAGE_PAGES_FOLDER = PAGES.package.path.slice(
  0,
  PAGES.package.path.indexOf("/:"),
);

/** The page of the channel with slug `slug` (app/lineup/slug.ts), in `locale`. */
export function channelPath(slug: string, locale: Locale = "en"): string {
  return localizedPath(`${PATHS.channels}/${slug}`, locale);
}

/** The page of the package with slug `slug` (app/lineup/slug.ts, `packageSlug`), in `locale`. */
export function packagePath(slug: string, locale: Locale = "en"): string {
  return localizedPath(`${PACKAGE_PAGES_FOLDER}/${slug}`, locale);
}

/**
 * The link-preview card of the package page with slug `slug` in `locale`,
 * a PNG the build draws from the data (build-tools/share-cards.ts).
 */
export function packageCardPath(slug: string, locale: Locale = "en"): string {
  return `/images/cards/${locale}/${slug}.png`;
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
