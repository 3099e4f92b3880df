import { useLocation } from "react-router";

/**
 * Words typed into a search field, carried to the same page in the other
 * language: the language link puts them in its navigation's state, and the
 * field on the new page starts from them, so a visitor who switches language
 * mid-search keeps the search. A field takes part with a `name` and
 * {@link CARRY_ATTRIBUTE}.
 */
export const CARRY_ATTRIBUTE = "data-carry";

/** The carried fields' non-empty values under `root`, by name. */
export function textToCarry(root: ParentNode): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of root.querySelectorAll<HTMLInputElement>(
    `input[${CARRY_ATTRIBUTE}][name]`,
  )) {
    if (field.value !== "") texts[field.name] = field.value;
  }
  return texts;
}

/** The navigation state that carries `texts`. */
export const carriedTextState = (texts: Record<string, string>) => ({
  carriedText: texts,
});

/** The text carried to this page for the field called `name`, or "". */
export function useCarriedText(name: string): string {
  const { state } = useLocation();
  const texts: unknown =
    typeof state === "object" && state !== null && "carriedText" in state
      ? state.carriedText
      : undefined;
  const text =
    typeof texts === "object" && texts !== null && name in texts
      ? (texts as Record<string, unknown>)[name]
      : undefined;
  return typeof text === "string" ? text : "";
}
