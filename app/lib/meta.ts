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
  /** The page's own link-preview card; other pages share the site's. */
  image?: ShareImage;
}

/** A link-preview image of the site: its path, size in pixels and, for a page's own, its words. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt?: string;
}

/** The size of every link-preview card, the site's and each package's. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const SHARE_IMAGE_PATH = "/images/share.png";

const SITE_SHARE_IMAGE: ShareImage = {
  path: SHARE_IMAGE_PATH,
  ...SHARE_IMAGE_SIZE,
};

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
  image: shareImage = SITE_SHARE_IMAGE,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  const url = absolute(localizedPath(path, locale));
  const image = absolute(shareImage.path);
  const { alt } = shareImage;
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
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    ...(alt === undefined ? [] : [{ property: "og:image:alt", content: alt }]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(alt === undefined ? [] : [{ name: "twitter:image:alt", content: alt }]),
  ];
}

/**
 * {@link pageMeta} of the page at `location`, one route module serving both
 * languages: the address gives the language and the English path.
 */
export function pageMetaAt(
  location: { pathname: string },
  words: { title: string; description: string },
  { noindex = false, image }: { noindex?: boolean; image?: ShareImage } = {},
): MetaDescriptor[] {
  return pageMeta({
    ...words,
    path: basePath(location.pathname),
    locale: localeOfPath(location.pathname),
    noindex,
    ...(image === undefined ? {} : { image }),
  });
}
