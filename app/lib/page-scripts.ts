import { type UIMatch, useMatches } from "react-router";

/**
 * What a route module exports as `handle` when its page needs scripts: the
 * data screens, which load their files in the browser, and the tools. A page
 * none of whose routes asks ships no script file at all
 * (docs/decisions.md, "Pages without scripts").
 */
export const HYDRATE = { hydrate: true } as const;

/**
 * What the route of the pages built from data (a channel's, a platform's
 * setup) exports as `handle`: the pages ship no script, but the route's
 * not-found screen, which its loader gives with no data, logs its error.
 */
export const HYDRATE_WHEN_NOT_FOUND = { hydrate: "when-not-found" } as const;

/** Whether a route's `handle` asks for the page's scripts, given its loader's data. */
export function asksForScripts(handle: unknown, data: unknown): boolean {
  if (typeof handle !== "object" || handle === null || !("hydrate" in handle))
    return false;
  return (
    handle.hydrate === true ||
    (handle.hydrate === HYDRATE_WHEN_NOT_FOUND.hydrate && data === null)
  );
}

/** Whether any of the matched routes asks for the page's scripts. */
export function shouldHydrate(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => asksForScripts(match.handle, match.data));
}

/** Whether the page being rendered ships its scripts. */
export function useShouldHydrate(): boolean {
  return shouldHydrate(useMatches());
}
