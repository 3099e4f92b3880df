import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";
import {
  DEFAULT_LOCALE,
  LANG_ATTRIBUTE,
  LOCALES,
  type Locale,
  OG_LOCALE,
  basePath,
  localeOfPath,
  localizedPath,
} from "~/i18n/locale";

export interface PageMetaInput {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** The page's English path; the page's own is this in `locale`. */
  path: string;
  /** The page's language. */
  locale: Locale;
  /** Keeps the page out of search results. */
  noindex?: boolean;
}

export const SHARE_IMAGE_PATH = "/images/share.png";

const absolute = (path: string) => new URL(path, site.origin).href;

/**
 * The page's twins for search engines: one `hreflang` link per language and
 * `x-default` (the English page), each an absolute URL.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: LANG_ATTRIBUTE[locale],
      href: absolute(localizedPath(path, locale)),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(localizedPath(path, DEFAULT_LOCALE)),
    },
  ];
}

/**
 * Title, description, canonical URL, language alternates and Open Graph /
 * Twitter tags of a page.
 */
export function pageMeta({
  title,
  description,
  path,
  locale,
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  const url = absolute(localizedPath(path, locale));
  const image = absolute(SHARE_IMAGE_PATH);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(path),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[other],
    })),
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * {@link pageMeta} of the page at `location`, one route module serving both
 * languages: the address gives the language and the English path.
 */
export function pageMetaAt(
  location: { pathname: string },
  words: { title: string; description: string },
  { noindex = false }: { noindex?: boolean } = {},
): MetaDescriptor[] {
  return pageMeta({
    ...words,
    path: basePath(location.pathname),
    locale: localeOfPath(location.pathname),
    noindex,
  });
}
