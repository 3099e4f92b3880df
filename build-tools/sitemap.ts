import { writeFile } from "node:fs/promises";
import path from "node:path";

import { PAGE_LIST } from "../app/config/pages";
import { ENGLISH_PAGE_PATHS } from "./site-paths";
import { site } from "../app/config/site";
import { quoted } from "../app/data/parse-data";
import { xmlText } from "../app/lib/xml-text";
import {
  DEFAULT_LOCALE,
  LANG_ATTRIBUTE,
  LOCALES,
  localizedPath,
} from "../app/i18n/locale";

/** Pages kept out of search results: they carry `noindex` and stay out of the sitemap. */
export const UNLISTED_PATHS: readonly string[] = PAGE_LIST.flatMap((page) =>
  page.unlisted ? [page.path] : [],
);

/**
 * The pages search engines should index, by English path, in route order
 * then the pages built from the data; each has a Spanish twin.
 */
export function listedPaths(
  paths: readonly string[] = ENGLISH_PAGE_PATHS,
): string[] {
  return paths.filter((pagePath) => !UNLISTED_PATHS.includes(pagePath));
}

/** The absolute URL of a page, as its canonical link gives it. */
export function pageUrl(pagePath: string, origin: string): string {
  return new URL(pagePath, origin).href;
}

/**
 * The sitemap: each page in each language, with the page's twins as
 * `xhtml:link` alternates (one per language, and `x-default`, the English
 * page), as its `hreflang` links give them. `paths` are the English paths.
 * A page whose path holds a character XML forbids stops it, named: its URL
 * would percent-encode it, but such a path is a mistake to mend, not ship.
 */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.flatMap((pagePath) => {
    const escapeXml = (text: string) =>
      xmlText(text, `The sitemap's page ${quoted(pagePath)}`);
    escapeXml(pagePath);
    const link = (hreflang: string, alternate: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(pageUrl(alternate, origin))}"/>\n`;
    const alternates =
      LOCALES.map((locale) =>
        link(LANG_ATTRIBUTE[locale], localizedPath(pagePath, locale)),
      ).join("") + link("x-default", localizedPath(pagePath, DEFAULT_LOCALE));
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(pageUrl(localizedPath(pagePath, locale), origin))}</loc>\n${alternates}  </url>\n`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("") +
    "</urlset>\n"
  );
}

/**
 * Crawling stays open everywhere, including unlisted pages: a crawler must
 * fetch a page to see its `noindex`.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${pageUrl("/sitemap.xml", origin)}\n`;
}

/** Writes `robots.txt` and `sitemap.xml` into the client build. */
export async function writeCrawlerFiles(
  clientDir: string,
  origin: string = site.origin,
): Promise<void> {
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin));
  await writeFile(
    path.join(clientDir, "sitemap.xml"),
    sitemapXml(listedPaths(), origin),
  );
}
