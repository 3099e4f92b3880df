import { useState } from "react";
import { useLocation } from "react-router";

/** Search fields whose words the language link carries: a `name` and this attribute. */
export const CARRY_ATTRIBUTE = "data-carry";

/** How long carried words wait for their page's field, in ms. */
const CARRY_MS = 10_000;

interface Carried {
  path: string;
  time: number;
  texts: Record<string, string>;
}

/** The words on their way to the other language's page, in this page's memory. */
let carried: Carried | null = null;

/**
 * Keeps the words of the page's search fields for the page at `path`, as the
 * visitor follows the language link: the router shows that page in place, and
 * its fields start from them (see {@link useCarriedText}).
 */
export function carryTexts(path: string, now: number = Date.now()): void {
  const texts: Record<string, string> = {};
  for (const field of document.querySelectorAll<HTMLInputElement>(
    `[${CARRY_ATTRIBUTE}]`,
  )) {
    if (field.value) texts[field.name] = field.value;
  }
  carried = { path, time: now, texts };
}

/** The words kept for field `name` of the page at `pathname`, or "". */
export function carriedText(
  name: string,
  pathname: string,
  now: number,
): string {
  if (
    carried === null ||
    carried.path !== pathname ||
    !(now - carried.time < CARRY_MS)
  ) {
    return "";
  }
  return carried.texts[name] ?? "";
}

/**
 * Words typed into a search field, carried to the same page in the other
 * language, so a visitor who switches language mid-search keeps the search.
 * A field takes part with a `name` and {@link CARRY_ATTRIBUTE}. Search fields
 * render in the browser only, once their data has loaded.
 */
export function useCarriedText(name: string): string {
  const { pathname } = useLocation();
  const [text] = useState(() => carriedText(name, pathname, Date.now()));
  return text;
}
