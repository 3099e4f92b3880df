import { ENGLISH_PAGE_PATHS } from "../build-tools/site-paths";
import type { APIRequestContext } from "@playwright/test";

import { PAGE_LIST } from "../app/config/pages";
import { packageCardPath, packagePath } from "../app/config/paths";
import { site } from "../app/config/site";
import { packageTexts } from "../app/data/in-language";
import { LOCALES, localizedPath } from "../app/i18n/locale";
import { packageSlug } from "../app/lineup/slug";
import { attributesOf, unescapeHtml } from "./support/html";
import { ALL_ROUTES, expect, test } from "./support/fixtures";
import { shippedPackages } from "./support/shipped";

const SHARE_IMAGE = `${site.origin}/images/share.png`;
/** The pages the registry keeps out of search results, in both languages. */
const UNLISTED = LOCALES.flatMap((locale) =>
  PAGE_LIST.filter((page) => page.unlisted).map((page) =>
    localizedPath(page.path, locale),
  ),
);

const isSpanish = (path: string) => path === "/es" || path.startsWith("/es/");

/** A page's English and Spanish addresses, from either. */
function twins(path: string): { en: string; es: string } {
  const en = isSpanish(path) ? path.slice("/es".length) || "/" : path;
  return { en, es: en === "/" ? "/es" : `/es${en}` };
}

const absolute = (path: string) => `${site.origin}${path}`;

/** A page's head as the server sends it: its title and its `<meta>` and `<link>` tags. */
async function preRenderedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const head = /<head>([\s\S]*?)<\/head>/.exec(await response.text())?.[1];
  if (head === undefined) throw new Error(`${path} has no <head>`);
  // Attribute names are case-insensitive in HTML (React writes `hrefLang`).
  const tags = [...head.matchAll(/<(meta|link)\b[^>]*>/g)].map(
    ([tag, element]): Record<string, string | undefined> => ({
      element,
      ...Object.fromEntries(
        Object.entries(attributesOf(tag)).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
    }),
  );
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? undefined : unescapeHtml(title),
    /** Every tag of `element` whose attributes include all of `match`. */
    all: (element: string, match: Record<string, string>) =>
      tags.filter(
        (tag) =>
          tag.element === element &&
          Object.entries(match).every(([name, value]) => tag[name] === value),
      ),
    /** The `content` of the one `<meta>` with these attributes. */
    meta(match: Record<string, string>): string | undefined {
      const found = this.all("meta", match);
      expect(found, JSON.stringify(match)).toHaveLength(1);
      return found[0]?.content;
    },
    /** The `href` of the one `<link>` with these attributes. */
    link(match: Record<string, string>): string | undefined {
      const found = this.all("link", match);
      expect(found, JSON.stringify(match)).toHaveLength(1);
      return found[0]?.href;
    },
  };
}

test.describe("metadata in the pre-rendered HTML", () => {
  for (const { path } of ALL_ROUTES) {
    test(`${path} has its title, description, canonical, share tags and icons`, async ({
      request,
    }) => {
      const head = await preRenderedHead(request, path);
      const canonical = `${site.origin}${path === "/" ? "/" : path}`;

      const title = head.title;
      expect(title).toMatch(/^.{3,} \| Keystone TV$/);
      const description = head.meta({ name: "description" });
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(head.link({ rel: "canonical" })).toBe(canonical);

      expect(head.meta({ property: "og:title" })).toBe(title);
      expect(head.meta({ property: "og:description" })).toBe(description);
      expect(head.meta({ property: "og:url" })).toBe(canonical);
      expect(head.meta({ property: "og:image" })).toBe(SHARE_IMAGE);
      expect(head.meta({ property: "og:image:width" })).toBe("1200");
      expect(head.meta({ property: "og:image:height" })).toBe("630");
      expect(head.meta({ name: "twitter:card" })).toBe("summary_large_image");
      expect(head.meta({ name: "twitter:image" })).toBe(SHARE_IMAGE);

      const { en, es } = twins(path);
      expect(
        head
          .all("link", { rel: "alternate" })
          .filter((link) => link.hreflang !== undefined)
          .map((link) => [link.hreflang, link.href]),
      ).toEqual([
        ["en", absolute(en)],
        ["es", absolute(es)],
        ["x-default", absolute(en)],
      ]);
      expect(head.meta({ property: "og:locale" })).toBe(
        isSpanish(path) ? "es_US" : "en_US",
      );
      expect(head.meta({ property: "og:locale:alternate" })).toBe(
        isSpanish(path) ? "en_US" : "es_US",
      );

      const robots = head.all("meta", { name: "robots" });
      if (UNLISTED.includes(path)) {
        expect(robots.map((tag) => tag.content)).toEqual([
          expect.stringMatching(/noindex/),
        ]);
      } else {
        expect(robots).toEqual([]);
      }

      // The icons, the manifest and the theme colour. The one favicon is
      // the PNG (see app/config/icons.ts for why there is no SVG one).
      expect(head.all("link", { rel: "icon" })).toEqual([
        expect.objectContaining({
          href: "/icons/icon-32.png",
          type: "image/png",
        }),
      ]);
      expect(head.link({ rel: "apple-touch-icon" })).toBe(
        "/apple-touch-icon.png",
      );
      expect(head.link({ rel: "manifest" })).toBe("/site.webmanifest");
      expect(head.meta({ name: "theme-color" })).toBe("#0b0f17");
    });
  }

  test("each package page, in each language, shares a card of its own: a 1200x630 PNG", async ({
    request,
  }) => {
    const cards = new Set<string>();
    for (const locale of LOCALES) {
      for (const entry of shippedPackages()) {
        const slug = packageSlug(entry.name);
        const path = packagePath(slug, locale);
        const head = await preRenderedHead(request, path);
        const card = absolute(packageCardPath(slug, locale));
        expect(head.meta({ property: "og:image" }), path).toBe(card);
        expect(head.meta({ name: "twitter:image" }), path).toBe(card);
        expect(head.meta({ property: "og:image:width" })).toBe("1200");
        expect(head.meta({ property: "og:image:height" })).toBe("630");
        const alt = head.meta({ property: "og:image:alt" });
        expect(alt, path).toContain(packageTexts(entry, locale).title);
        expect(head.meta({ name: "twitter:image:alt" })).toBe(alt);
        cards.add(card);

        const response = await request.get(packageCardPath(slug, locale));
        expect(response.status(), card).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/png");
        expect(response.headers()["cache-control"]).toBe("no-cache");
        const png = await response.body();
        expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
          1200, 630,
        ]);
      }
    }
    expect(cards.size).toBe(shippedPackages().length * LOCALES.length);
  });

  test("titles and descriptions differ from page to page", async ({
    request,
  }) => {
    const titles = new Set<string | undefined>();
    const descriptions = new Set<string | undefined>();
    for (const { path } of ALL_ROUTES) {
      // The pre-rendered HTML, as a crawler reads it.
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
      descriptions.add(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      );
    }
    expect(titles.size).toBe(ALL_ROUTES.length);
    expect(descriptions.size).toBe(ALL_ROUTES.length);
    expect(titles.has(undefined)).toBe(false);
    expect(descriptions.has(undefined)).toBe(false);
  });
});

test.describe("files for crawlers and browsers", () => {
  test("sitemap.xml lists every indexed page in both languages by its canonical URL, with its twins", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = xml.split("<url>").slice(1);
    // The screens, then the pages built from the data (build-tools/site-paths.ts).
    const listed = ENGLISH_PAGE_PATHS.filter(
      (path) => !UNLISTED.includes(path),
    );
    expect(urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])).toEqual(
      listed.flatMap((path) => [absolute(path), absolute(twins(path).es)]),
    );
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? "";
      const { en, es } = twins(loc.slice(site.origin.length));
      expect(
        [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => [lang, href],
        ),
        loc,
      ).toEqual([
        ["en", absolute(en)],
        ["es", absolute(es)],
        ["x-default", absolute(en)],
      ]);
    }
    expect(xml).not.toContain("channelstest");
  });

  test("robots.txt allows crawling and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\S/m);
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test("the share image is a 1200x630 PNG", async ({ request }) => {
    const response = await request.get("/images/share.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // PNG signature, then the IHDR chunk holding width and height.
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test("the icons and the web manifest are served", async ({ request }) => {
    for (const [file, type] of [
      ["/icons/icon-32.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icons/icon-192.png", "image/png"],
      ["/icons/icon-512.png", "image/png"],
    ] as const) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toContain(type);
    }
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.status()).toBe(200);
    expect(await manifest.json()).toMatchObject({
      name: site.name,
      theme_color: "#0b0f17",
    });
  });
});
