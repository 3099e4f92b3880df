import {
  type RouteConfig,
  type RouteConfigEntry,
  layout,
  route,
} from "@react-router/dev/routes";

import { CHANGES_FEED_PATH, PAGE_PATTERNS, PATHS } from "./config/paths";
import { LOCALES, type Locale, localizedPath } from "./i18n/locale";
import type { CatalogueKey } from "./i18n/words";

/**
 * Every page: the key of its path in `PATHS` or `PAGE_PATTERNS`, its route
 * module in `routes/` (one for both languages) and the catalogue of its words.
 */
const ROUTE_PATHS = { ...PATHS, ...PAGE_PATTERNS };

const PAGES: readonly {
  page: keyof typeof ROUTE_PATHS;
  module: string;
  words: CatalogueKey;
}[] = [
  { page: "home", module: "home.tsx", words: "home" },
  { page: "packages", module: "packages.tsx", words: "packages" },
  { page: "channels", module: "channels.tsx", words: "channels" },
  // The Channels screen again, titled "Channels Test", for checking lineups; not indexed.
  { page: "channelsTest", module: "channels.tsx", words: "channels" },
  { page: "instructions", module: "instructions.tsx", words: "instructions" },
  { page: "partners", module: "isps-mdus.tsx", words: "partners" },
  { page: "signup", module: "signup.tsx", words: "signup" },
  { page: "finder", module: "finder.tsx", words: "finder" },
  { page: "compare", module: "compare.tsx", words: "compare" },
  { page: "faq", module: "faq.tsx", words: "faq" },
  { page: "privacy", module: "privacy.tsx", words: "privacy" },
  {
    page: "accessibility",
    module: "accessibility.tsx",
    words: "accessibility",
  },
  { page: "changes", module: "changes.tsx", words: "changes" },
  // Pages built from the data: one per channel, one per device and platform, one per package.
  { page: "channel", module: "channel.tsx", words: "channel" },
  { page: "setup", module: "setup.tsx", words: "setup" },
  { page: "package", module: "package.tsx", words: "package" },
];

/**
 * A catalogue of `locale` as a pathless route above `children`: its module
 * hands its words to the routes below (app/i18n/words.ts), and React Router
 * loads it with them, so a page loads only its own language's words.
 */
const words = (
  locale: Locale,
  key: CatalogueKey,
  id: string,
  children: RouteConfigEntry[],
) => layout(`messages/${locale}/${key}.tsx`, { id }, children);

/** One language's pages, each below its words, all below the language's shared words. */
function languageRoutes(locale: Locale): RouteConfigEntry {
  return words(locale, "common", `${locale}/common`, [
    ...PAGES.map(({ page, module, words: key }) =>
      words(locale, key, `${locale}/${page}/words`, [
        route(localizedPath(ROUTE_PATHS[page], locale), `routes/${module}`, {
          id: `${locale}/${page}`,
        }),
      ]),
    ),
    // Every other path of the language, at any depth, gets its not-found screen.
    route(localizedPath("/*", locale), "routes/not-found.tsx", {
      id: `${locale}/not-found`,
    }),
  ]);
}

// One frame for both languages: it takes its words from the language's
// routes below it, and stays in place when the visitor changes language.
export default [
  layout("routes/site-layout.tsx", LOCALES.map(languageRoutes)),
  // A file, not a page: the record of changes as an Atom feed.
  route(CHANGES_FEED_PATH, "routes/changes-feed.ts", { id: "changes-feed" }),
] satisfies RouteConfig;
