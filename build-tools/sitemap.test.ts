import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  listedPaths,
  robotsTxt,
  sitemapXml,
  writeCrawlerFiles,
} from "./sitemap";
import { DATA_PAGE_PATHS } from "./site-paths";
import { PAGE_LIST } from "../app/config/pages";
import { PATHS } from "../app/config/paths";

const ORIGIN = "https://tv.test";

describe("listedPaths", () => {
  it("lists every page of the registry but the unlisted, in its order, then every page built from the data", () => {
    const screens = PAGE_LIST.filter((page) => !page.built);
    const unlisted = screens.filter((page) => page.unlisted);
    expect(unlisted.length).toBeGreaterThan(0);
    expect(listedPaths()).toEqual([
      ...screens.filter((page) => !page.unlisted).map((page) => page.path),
      ...DATA_PAGE_PATHS,
    ]);
  });

  it("leaves out only the unlisted pages of the paths it is given", () => {
    expect(listedPaths(["/", PATHS.channelsTest, "/plus/x/y"])).toEqual([
      "/",
      "/plus/x/y",
    ]);
  });
});

describe("sitemapXml", () => {
  it("gives one absolute <loc> per page and language", () => {
    const xml = sitemapXml(["/", "/plus"], ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://tv.test/",
      "https://tv.test/es",
      "https://tv.test/plus",
      "https://tv.test/es/plus",
    ]);
  });

  it("lists each page's twins as alternates, with x-default the English page", () => {
    const xml = sitemapXml(["/plus"], ORIGIN);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.split("<url>").slice(1);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(
        [
          ...url.matchAll(
            /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
          ),
        ].map(([, hreflang, href]) => [hreflang, href]),
      ).toEqual([
        ["en", "https://tv.test/plus"],
        ["es", "https://tv.test/es/plus"],
        ["x-default", "https://tv.test/plus"],
      ]);
    }
  });

  it("escapes XML in URLs", () => {
    expect(sitemapXml(["/a?b=1&c=2"], ORIGIN)).toContain(
      "<loc>https://tv.test/a?b=1&amp;c=2</loc>",
    );
  });

  it.each(["\uffff", "\u0000", "\ud800"])(
    "refuses a page whose path holds %j, which XML forbids, naming the page",
    (character) => {
      expect(() =>
        sitemapXml(["/plus", `/plus/channels/cnn${character}`], ORIGIN),
      ).toThrow(
        /^The sitemap's page "\/plus\/channels\/cnn\\u[0-9a-f]{4}" holds U\+[0-9A-F]{4}, a character XML 1\.0 forbids/,
      );
    },
  );
});

describe("robotsTxt", () => {
  it("allows crawling and points to the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    expect(robots).not.toMatch(/Disallow: \/\S/);
    expect(robots).toContain("Sitemap: https://tv.test/sitemap.xml\n");
  });
});

describe("writeCrawlerFiles", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes both files into the client build", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "crawler-files-"));
    await writeCrawlerFiles(dir, ORIGIN);
    const sitemap = await readFile(path.join(dir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://tv.test/plus/signup</loc>");
    expect(sitemap).toContain("<loc>https://tv.test/es/plus/signup</loc>");
    expect(sitemap).not.toContain("channelstest");
    expect(await readFile(path.join(dir, "robots.txt"), "utf8")).toBe(
      robotsTxt(ORIGIN),
    );
  });
});
