import * as v from "valibot";

import { PACKAGE_KEYS, type PackageKey } from "../../app/config/constants";
import { navItems } from "../../app/config/nav";
import { PAGES } from "../../app/config/pages";
import { pathsFor } from "../../app/config/paths";
import { packageTexts } from "../../app/data/in-language";
import { packagesFileSchema } from "../../app/data/schemas";
import { common as enCommon } from "../../app/messages/en/common";
import { common as esCommon } from "../../app/messages/es/common";
import { fixture } from "./data";

// What both languages' pages share, as the browser tests expect to read it:
// taken from the site's catalogues (app/messages) and the fixtures, so that a
// changed word moves the page and its tests together. Each page's own words
// come from its catalogue, in a table at the top of its spec.

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** A page's path in `locale`, from its English path: "/plus" → "/es/plus", "/" → "/es". */
export function pathIn(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/es" : `/es${path}`;
}

/** The language of the page at `path` (a query may follow). */
export const localeOf = (path: string): Locale =>
  /^\/es(?=[/?]|$)/.test(path) ? "es" : "en";

/** The same page in the other language, query kept: "/es/plus?x=1" ↔ "/plus?x=1". */
export function twinOf(path: string): string {
  if (localeOf(path) === "en")
    return /^\/(\?|$)/.test(path) ? `/es${path.slice(1)}` : `/es${path}`;
  const rest = path.slice("/es".length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The fixture packages (e2e/fixtures/packages.json) the data screens are served. */
const FIXTURE_PACKAGES = v.parse(packagesFileSchema, fixture("packages"));

/** A fixture package's title in `locale`, as the data screens show it. */
function fixtureTitle(key: PackageKey, locale: Locale): string {
  const entry = FIXTURE_PACKAGES.find(({ name }) => name === key);
  if (!entry) throw new Error(`e2e/fixtures/packages.json has no "${key}"`);
  return packageTexts(entry, locale).title;
}

/** The shared words of the pages in `locale`. */
function sharedWords(locale: Locale) {
  const common = locale === "en" ? enCommon : esCommon;
  const other: Locale = locale === "en" ? "es" : "en";
  const paths = pathsFor(locale);
  const { errors } = common;
  return {
    locale,
    /** The language's Home, the one page without the bar. */
    home: paths.home,
    nav: {
      name: common.mainNav,
      items: navItems(paths, common.nav).map(({ label, to }) => ({
        label,
        to,
      })),
      /** Home's five buttons to the same pages. */
      sections: common.sectionsNav,
    },
    homeLink: common.homeLink,
    skipLink: common.skipLink,
    menu: {
      open: common.openMenu,
      close: common.closeMenu,
      dialog: common.menu,
    },
    footer: {
      trademarks: common.footer.trademarks,
      licensed: common.footer.licensed,
      nav: common.footer.nav,
      faq: PAGES.faq.footer[locale],
    },
    /** The link to the same page in the other language: its name and language. */
    otherLanguage: { name: common.otherLanguage, lang: other },
    notFound: {
      heading: `404 ${errors.statusText[404] ?? ""}`,
      statusText: errors.statusText[404] ?? "",
      sentence: errors.notFound,
      /** What the console gets: the router's words, never shown. */
      logged: errors.noRoute,
      home: errors.home,
      /** The links on, in order: label and path. */
      links: [
        [errors.home, paths.home],
        [common.nav.packages, paths.packages],
        [common.nav.channels, paths.channels],
        [PAGES.faq.footer[locale], paths.faq],
      ] as const,
    },
    data: {
      failed: common.data.failed,
      tryAgain: common.data.tryAgain,
      noScript: common.data.noScript,
    },
    newTab: common.newTab,
    perMonth: common.perMonth,
    /** The fixture packages' titles, by name, in the language. */
    titles: Object.fromEntries(
      PACKAGE_KEYS.map((key) => [key, fixtureTitle(key, locale)]),
      // Built just above, one title for every key.
    ) as Readonly<Record<PackageKey, string>>,
  };
}

export type SharedWords = ReturnType<typeof sharedWords>;

/** The shared words of each language's pages. */
export const WORDS: Record<Locale, SharedWords> = {
  en: sharedWords("en"),
  es: sharedWords("es"),
};
