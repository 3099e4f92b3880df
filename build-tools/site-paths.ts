import { PATHS } from "../app/config/paths";
import { LOCALES, localizedPath } from "../app/i18n/locale";

// The build's lists of the site's pages; the browser never needs them.

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
