import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Turns on the stylesheet links the build disabled, once the visitor first
 * leaves the page for another. The build copies each page's CSS into its
 * HTML and disables the links, so the first paint needs no other file
 * (build-tools/inline-stylesheets.ts) and a visit to one page fetches no CSS
 * at all. Client-side navigation adds, removes and reorders the links, and
 * the cascade must then follow their order, as it does on a page opened
 * directly: the inline copy sits before every link, so a rule it shares with
 * a file yields. The files are fetched while the next page loads, and until
 * they arrive the inline copy still styles what is on screen.
 */
export function useLinkedStylesheets(): void {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  const leaving = next !== undefined && next.pathname !== pathname;
  useEffect(() => {
    if (leaving) enableDisabledStylesheets();
  }, [leaving]);
}

/** Turns on every stylesheet link the build disabled (not alternate ones, which are off by design). */
function enableDisabledStylesheets(): void {
  for (const link of document.querySelectorAll(
    'link[rel="stylesheet"][disabled]',
  )) {
    link.removeAttribute("disabled");
  }
}
