import { LOCALES, type Locale, localizedPath } from "../i18n/locale";

/**
 * Paths of the site's screens (SPEC §2), shared by the routes, the nav and
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

/** Every page of the site, in both languages: English first, then Spanish, each in `PATHS` order. */
export const PAGE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  Object.values(PATHS).map((path) => localizedPath(path, locale)),
);

/**
 * Paths pre-rendered for each language's not-found screen; the build moves
 * them to `404.html` and `es/404.html`.
 */
export const NOT_FOUND_PRERENDER_PATHS: readonly string[] = LOCALES.map(
  (locale) => localizedPath("/404", locale),
);

/** Every path pre-rendered to static HTML at build time. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...NOT_FOUND_PRERENDER_PATHS];

/** The data files the screens load at run time (SPEC §7), under `public/`. */
export const DATA_PATHS = {
  packages: "/json/packages/packages.json",
  channels: "/json/channels/channels.json",
  instructions: "/json/instructions/instructions.json",
} as const;
