import {
  type RouteConfig,
  type RouteConfigEntry,
  layout,
  route,
} from "@react-router/dev/routes";

import { CHANGES_FEED_PATH } from "./config/paths";
import {
  type CatalogueKey,
  PAGE_LIST,
  notFoundRouteId,
  routeId,
} from "./config/pages";
import { LOCALES, type Locale, localizedPath } from "./i18n/locale";

// Every page comes from the page registry, app/config/pages.ts.

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
    ...PAGE_LIST.map((page) =>
      words(locale, page.words, `${routeId(locale, page.key)}/words`, [
        route(localizedPath(page.path, locale), `routes/${page.module}`, {
          id: routeId(locale, page.key),
        }),
      ]),
    ),
    // Every other path of the language, at any depth, gets its not-found screen.
    route(localizedPath("/*", locale), "routes/not-found.tsx", {
      id: notFoundRouteId(locale),
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
