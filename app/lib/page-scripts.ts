import { type UIMatch, useMatches } from "react-router";

/**
 * What a route module exports as `handle` when its page needs scripts: the
 * data screens, which load their files in the browser, and the tools. A page
 * none of whose routes asks ships no script file at all
 * (docs/decisions.md, "Pages without scripts").
 */
export const HYDRATE = { hydrate: true } as const;

/** Whether a route's `handle` asks for the page's scripts. */
export function asksForScripts(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "hydrate" in handle &&
    handle.hydrate === true
  );
}

/** Whether any of the matched routes asks for the page's scripts. */
export function shouldHydrate(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => asksForScripts(match.handle));
}

/** Whether the page being rendered ships its scripts. */
export function useShouldHydrate(): boolean {
  return shouldHydrate(useMatches());
}
