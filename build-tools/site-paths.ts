import { readFileSync } from "node:fs";
import path from "node:path";

import { PAGE_LIST } from "../app/config/pages";
import {
  CHANGES_FEED_PATH,
  DATA_PATHS,
  PATHS,
  channelPath,
  packagePath,
  setupPath,
} from "../app/config/paths";
import { dataSourceDir } from "../app/data/read-data-file.server";
import { LOCALES, type Locale, localizedPath } from "../app/i18n/locale";
import { setupPages } from "../app/lineup/setup-pages";
import { NOT_FOUND_SLUG, channelSlugs, packageSlug } from "../app/lineup/slug";

// The build's lists of the site's pages; the browser never needs them.

interface ShippedData {
  packages: { name: string }[];
  channels: { id: number; channelName: string }[];
  devices: {
    name: string;
    platforms: { name: string; active: boolean }[];
  }[];
  instructions: { device: string; platform: string }[];
}

/**
 * The parts of the shipped data files that name pages. `npm run build`
 * checks the files first (scripts/check-data.js), so they are read here as
 * they are; the pages' loaders read them again through their schemas.
 */
function readShippedData(publicDir: string): ShippedData {
  const read = (dataPath: string): unknown =>
    JSON.parse(readFileSync(path.join(publicDir, dataPath), "utf8"));
  const { channels } = read(DATA_PATHS.channels) as Pick<
    ShippedData,
    "channels"
  >;
  const { devices, instructions } = read(DATA_PATHS.instructions) as Pick<
    ShippedData,
    "devices" | "instructions"
  >;
  const packages = read(DATA_PATHS.packages) as ShippedData["packages"];
  return { packages, channels, devices, instructions };
}

/**
 * The English paths of the pages built from the data: each channel's page,
 * in the lineup's order, then each setup page, in the instructions file's,
 * then each package's, in the packages file's.
 */
export function dataPagePaths(data: ShippedData): string[] {
  const slugs = channelSlugs(data.channels);
  return [
    ...data.channels.map((channel) => channelPath(slugs.get(channel.id) ?? "")),
    ...setupPages(data).map(({ deviceSlug, platformSlug }) =>
      setupPath(deviceSlug, platformSlug),
    ),
    ...data.packages.map((entry) => packagePath(packageSlug(entry.name))),
  ];
}

/** The English paths of the pages built from the data files of this build. */
export const DATA_PAGE_PATHS: readonly string[] = dataPagePaths(
  readShippedData(dataSourceDir()),
);

/**
 * Each kind of page built from the data, from the page registry: its route
 * pattern, and its folder, the pattern up to the first parameter.
 */
const BUILT_KINDS = PAGE_LIST.filter((page) => page.built).map(
  ({ path: pattern }) => ({
    pattern,
    folder: pattern.slice(0, pattern.indexOf("/:")),
  }),
);

/** A path of `pattern` that no page of the data takes: every parameter at NOT_FOUND_SLUG. */
const notFoundPathOf = (pattern: string): string =>
  pattern.replace(/\/\*$/, "").replace(/:\w+\??/g, NOT_FOUND_SLUG);

/**
 * Whether a file of the client build (a path relative to it) belongs to the
 * pages built one per data entry, in either language: `plus/channels/espn.html`,
 * `es/plus/instructions/streaming/roku.data`.
 */
export function isDataPageFile(relPath: string): boolean {
  return LOCALES.some((locale) =>
    BUILT_KINDS.some(({ folder }) =>
      relPath.startsWith(`${localizedPath(folder, locale).slice(1)}/`),
    ),
  );
}

/** Every page of one language, by English path: the screens in `PATHS` order, then the data's pages. */
export const ENGLISH_PAGE_PATHS: readonly string[] = [
  ...Object.values(PATHS),
  ...DATA_PAGE_PATHS,
];

const inLocale = (locale: Locale) =>
  ENGLISH_PAGE_PATHS.map((pagePath) => localizedPath(pagePath, locale));

/** Every page of the site, in both languages: English first, then Spanish, each in the order above. */
export const PAGE_PATHS: readonly string[] = LOCALES.flatMap(inLocale);

/**
 * Each not-found page: the path pre-rendered for it and the `404.html` file
 * the build moves it to, which the server and static hosts send at unknown
 * URLs under that file's folder. Each language has one for the site, and one
 * for each route of the pages built from data, rendered by that route (its
 * loader finds nothing at NOT_FOUND_SLUG), so that the page hydrates under
 * the route the browser matches at an unknown slug.
 */
export const NOT_FOUND_PAGES: readonly { path: string; file: string }[] =
  LOCALES.flatMap((locale) =>
    [
      { path: "/404", file: "404.html" },
      ...BUILT_KINDS.map(({ pattern, folder }) => ({
        path: notFoundPathOf(pattern),
        file: `${folder.slice(1)}/404.html`,
      })),
    ].map(({ path: pagePath, file }) => ({
      path: localizedPath(pagePath, locale),
      file: localizedPath(`/${file}`, locale).slice(1),
    })),
  );

for (const { path: notFoundPath } of NOT_FOUND_PAGES) {
  if (PAGE_PATHS.includes(notFoundPath)) {
    throw new Error(
      `${notFoundPath} is both a page of the data and a not-found page: rename the channel, device, platform or package.`,
    );
  }
}

/** Every path pre-rendered at build time: the pages, the not-found screens and the changes feed. */
export const PRERENDERED_PATHS = [
  ...PAGE_PATHS,
  ...NOT_FOUND_PAGES.map(({ path: notFoundPath }) => notFoundPath),
  CHANGES_FEED_PATH,
];
