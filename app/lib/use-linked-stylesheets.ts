import { useEffect } from "react";

/**
 * Turns on the stylesheet links the build disabled. The build copies each
 * page's CSS into its HTML and disables the links, so the first paint needs
 * no other file (build-tools/inline-stylesheets.ts). Once the page has
 * hydrated, the files (fetched after the paint, cached for later pages) take
 * over: client-side navigation adds, removes and reorders the links, and the
 * cascade must follow their order, as it does on a page opened directly. The
 * inline copy sits before every link, so a rule it shares with a file yields.
 */
export function useLinkedStylesheets(): void {
  useEffect(() => {
    for (const link of document.querySelectorAll(
      'link[rel="stylesheet"][disabled]',
    )) {
      link.removeAttribute("disabled");
    }
  }, []);
}
