/**
 * The site's two languages: English at the root, and its Spanish twin under
 * `/es` with the same slugs (`/plus/channels` ↔ `/es/plus/channels`).
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the root pages, and the `x-default` alternate. */
export const DEFAULT_LOCALE: Locale = "en";

/** The path prefix of the Spanish pages. */
export const SPANISH_PREFIX = "/es";

/** The value of `<html lang>` and of `lang`/`hreflang` on links to the page. */
export const LANG_ATTRIBUTE = { en: "en", es: "es" } as const satisfies Record<
  Locale,
  string
>;

/** The Open Graph locale of each language's pages. */
export const OG_LOCALE = { en: "en_US", es: "es_US" } as const satisfies Record<
  Locale,
  string
>;

function isSpanishPath(pathname: string): boolean {
  return (
    pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)
  );
}

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return isSpanishPath(pathname) ? "es" : "en";
}

/**
 * A page's English path, from its path in either language: "/es/plus" →
 * "/plus", "/es" → "/". A trailing slash goes (pages are pre-rendered at
 * "/plus/" and served at "/plus").
 */
export function basePath(pathname: string): string {
  const path = pathname.replace(/(.)\/+$/, "$1");
  if (!isSpanishPath(path)) return path;
  return path.slice(SPANISH_PREFIX.length) || "/";
}

/** A page's path in `locale`, from its English path: "/plus" → "/es/plus", "/" → "/es". */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}
