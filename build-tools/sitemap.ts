import { writeFile } from "node:fs/promises";
import path from "node:path";

import { PATHS } from "../app/config/paths";
import { site } from "../app/config/site";

/** Pages kept out of search results: they carry `noindex` and stay out of the sitemap. */
export const UNLISTED_PATHS: readonly string[] = [PATHS.channelsTest];

/** The pages search engines should index, in route order. */
export function listedPaths(
  paths: readonly string[] = Object.values(PATHS),
): string[] {
  return paths.filter((pagePath) => !UNLISTED_PATHS.includes(pagePath));
}

/** The absolute URL of a page, as its canonical link gives it. */
export function pageUrl(pagePath: string, origin: string): string {
  return new URL(pagePath, origin).href;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.map(
    (pagePath) =>
      `  <url>\n    <loc>${escapeXml(pageUrl(pagePath, origin))}</loc>\n  </url>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
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
