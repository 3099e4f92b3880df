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
} as const;

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
