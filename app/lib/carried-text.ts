import { useState } from "react";
import { useLocation } from "react-router";

import {
  CARRY_ATTRIBUTE,
  LANGUAGE_MOVE_KEY,
  LANGUAGE_MOVE_MS,
} from "~/components/page-script";

export { CARRY_ATTRIBUTE };

/**
 * Words typed into a search field, carried to the same page in the other
 * language: the page script keeps them as the visitor follows the language
 * link (app/components/page-script.tsx), and the field on the new page
 * starts from them, so a visitor who switches language mid-search keeps the
 * search. A field takes part with a `name` and {@link CARRY_ATTRIBUTE}.
 * Search fields render in the browser only, once their data has loaded.
 */
export function useCarriedText(name: string): string {
  const { pathname } = useLocation();
  const [text] = useState(() => carriedText(name, pathname, Date.now()));
  return text;
}

/** The words kept for field `name` of the page at `pathname`, or "". */
export function carriedText(
  name: string,
  pathname: string,
  now: number,
): string {
  let move: unknown;
  try {
    move = JSON.parse(sessionStorage.getItem(LANGUAGE_MOVE_KEY) ?? "null");
  } catch {
    return "";
  }
  if (!Array.isArray(move)) return "";
  const [path, , time, texts] = move as unknown[];
  if (
    path !== pathname ||
    typeof time !== "number" ||
    !(now - time < LANGUAGE_MOVE_MS) ||
    typeof texts !== "object" ||
    texts === null
  ) {
    return "";
  }
  const text = (texts as Record<string, unknown>)[name];
  return typeof text === "string" ? text : "";
}
