import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { LANGUAGE_LINK_ID } from "~/components/language-link";
import { basePath } from "~/i18n/locale";

import { blockInView } from "./block-in-view";

/**
 * After a move to another page in the browser, puts focus where the reader
 * is, so a screen reader starts there and the keyboard goes on from it: on
 * a page that starts at its top, its heading, as on a page load; after a
 * switch of language, the language link, as if the page had changed in
 * place (the page script does the same after a page load); on a page shown
 * at a kept scroll position (Back), the first block in view, never a
 * heading far above it. A page load, or a change of the query alone (a
 * package or channel chosen), leaves focus where it is.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    const previous = shown.current;
    if (previous === pathname) return;
    shown.current = pathname;
    if (basePath(previous) === basePath(pathname)) {
      // In the bar or Home's corner, where the visitor left it; shown if the page scrolled it away.
      document.getElementById(LANGUAGE_LINK_ID)?.focus();
      return;
    }
    // The router's scroll restoration has run by now (a layout effect).
    const heading = document.querySelector<HTMLElement>("main h1");
    const target = window.scrollY === 0 ? heading : (blockInView() ?? heading);
    if (!target) return;
    // Focusable by script only, so Tab does not stop on it.
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [pathname]);
}
