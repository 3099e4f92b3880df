import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a move to another page in the browser, puts focus on the new page's
 * heading, so a screen reader starts there as it would on a page load and
 * the keyboard goes on from the top. A page load, or a change of the query
 * alone (a package or channel chosen), leaves focus where it is.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    // Focusable by script only, so Tab does not stop on it.
    heading.tabIndex = -1;
    // The router's scroll restoration decides where the page is scrolled.
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
