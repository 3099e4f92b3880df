// The site's pages as the browser tests and the other engines' suite walk
// them, all read from the page registry (app/config/pages.ts), each with the
// heading its catalogue gives it.

import {
  PAGE_LIST,
  type PAGES,
  type Page,
  type PageKey,
} from "../../app/config/pages";
import { LOCALES, type Locale, localizedPath } from "../../app/i18n/locale";

/** A catalogue's words, as far as a page's heading needs them. */
async function catalogue(
  locale: Locale,
  key: string,
): Promise<Record<string, unknown>> {
  const module: unknown = await import(
    `../../app/messages/${locale}/${key}.tsx`
  );
  const words =
    typeof module === "object" && module !== null && "handle" in module
      ? Object(module.handle).words?.value
      : undefined;
  if (typeof words !== "object" || words === null)
    throw new Error(`app/messages/${locale}/${key}.tsx hands over no words`);
  return words;
}

/**
 * A page's main heading, from its catalogue: its `title` (lines of a title
 * read as one), but Home's, which is the service's tagline, and Channels
 * Test's, which is the Channels screen under its own title.
 */
async function headingOf(page: Page, locale: Locale): Promise<string> {
  const words = await catalogue(locale, page.words);
  const heading =
    page.key === "home"
      ? (await catalogue(locale, "common")).tagline
      : page.key === "channelsTest"
        ? words.testTitle
        : words.title;
  const text = Array.isArray(heading) ? heading.join(" ") : heading;
  if (typeof text !== "string")
    throw new Error(`No heading for ${page.key} in ${locale}`);
  return text;
}

/** The pages at a path of their own (not the pages built from the data, which have their own specs). */
const SCREENS = PAGE_LIST.filter((page) => !page.built);

const routesIn = (locale: Locale) =>
  Promise.all(
    SCREENS.map(async (page) => ({
      path: localizedPath(page.path, locale),
      heading: await headingOf(page, locale),
    })),
  );

/** Every English page of the registry at a path of its own, in its order, with its heading. */
export const ROUTES: readonly { path: string; heading: string }[] =
  await routesIn("en");

/** The Spanish twin of each route, in the same order, with its Spanish heading. */
export const SPANISH_ROUTES: readonly { path: string; heading: string }[] =
  await routesIn("es");

/** Every page in both languages. */
export const ALL_ROUTES = [...ROUTES, ...SPANISH_ROUTES] as const;

/** The English screens that load data files in the browser: the data screens of docs/decisions.md, "Data loading" and the tools. */
export const DATA_SCREEN_PATHS = SCREENS.filter(
  (page) => page.scripts === true,
).map((page) => page.path) as readonly DataScreenPath[];
// (Filtered just above to the pages whose registry line ships scripts.)

type Pages = typeof PAGES;

/** The English path of a data screen; a table keyed by it covers each. */
export type DataScreenPath = {
  [K in PageKey]: Pages[K]["scripts"] extends true ? Pages[K]["path"] : never;
}[PageKey];

/**
 * The pages that need no script and ship none, in both languages: text and
 * links only (docs/decisions.md, "Pages without scripts").
 */
export const SCRIPT_FREE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  SCREENS.filter((page) => page.scripts === false).map((page) =>
    localizedPath(page.path, locale),
  ),
);

/** Whether the page at `path` ships no script file. */
export const isScriptFree = (path: string): boolean =>
  SCRIPT_FREE_PATHS.includes(path);
