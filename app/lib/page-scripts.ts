import { type UIMatch, useMatches } from "react-router";

import { PAGE_LIST, type Page, notFoundRouteId, routeId } from "~/config/pages";
import { LOCALES } from "~/i18n/locale";

/**
 * What each route of the site says of its page's scripts, by route id, from
 * the page registry. A page none of whose routes asks ships no script file
 * at all (docs/decisions.md, "Pages without scripts").
 */
const SCRIPTS_BY_ROUTE: ReadonlyMap<string, Page["scripts"]> = new Map(
  LOCALES.flatMap((locale) => [
    ...PAGE_LIST.map(
      (page) => [routeId(locale, page.key), page.scripts] as const,
    ),
    // The not-found screen logs its error.
    [notFoundRouteId(locale), true] as const,
  ]),
);

/**
 * Whether a page whose registry entry says `scripts` ships them, given its
 * loader's data: a pattern of pages built from the data ships none but for
 * its not-found page, which its loader gives with no data.
 */
export function asksForScripts(
  scripts: Page["scripts"] | undefined,
  data: unknown,
): boolean {
  return scripts === true || (scripts === "when-not-found" && data === null);
}

/** Whether any of the matched routes asks for the page's scripts. */
export function shouldHydrate(
  matches: readonly Pick<UIMatch, "id" | "data">[],
): boolean {
  return matches.some((match) =>
    asksForScripts(SCRIPTS_BY_ROUTE.get(match.id), match.data),
  );
}

/** Whether the page being rendered ships its scripts. */
export function useShouldHydrate(): boolean {
  return shouldHydrate(useMatches());
}

const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set(
  LOCALES.map(notFoundRouteId),
);

/**
 * Whether the matched routes draw a not-found page: the one for every other
 * path, or a pattern's for an entry its data lacks. Its HTML is served at
 * any address it does not know.
 */
export function isNotFoundPage(
  matches: readonly Pick<UIMatch, "id" | "data">[],
): boolean {
  return matches.some(
    (match) =>
      NOT_FOUND_ROUTES.has(match.id) ||
      (SCRIPTS_BY_ROUTE.get(match.id) === "when-not-found" &&
        match.data === null),
  );
}
