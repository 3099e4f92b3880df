import { type KeyboardEvent, type RefObject, useEffect } from "react";
import { useLocation } from "react-router";

import { SMALL_BREAKPOINT_PX } from "~/config/constants";

import { NavLinks } from "./nav-links";
import styles from "./nav-drawer.module.css";

interface NavDrawerProps {
  ref: RefObject<HTMLDialogElement | null>;
  /** Gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The narrow-screen menu: a modal `<dialog>` on the right. The platform gives
 * Escape and the inert page behind; this adds closing on navigation and when
 * the window grows past the breakpoint, and keeps Tab cycling inside.
 */
export function NavDrawer({ ref, returnFocusTo }: NavDrawerProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    ref.current?.close();
  }, [pathname, ref]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${SMALL_BREAKPOINT_PX}px)`);
    const closeWhenWide = () => {
      if (wide.matches) ref.current?.close();
    };
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, [ref]);

  const close = () => ref.current?.close();

  // A modal dialog lets Tab leave for the browser's own controls; wrap it instead.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable =
      event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // The dialog is interactive: its backdrop closes it and it keeps Tab inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label="Menu"
      onClose={() => returnFocusTo.current?.focus()}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.closeButton} onClick={close}>
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Main">
          <NavLinks
            className={styles.links}
            linkClassName={styles.link}
            onNavigate={close}
          />
        </nav>
      </div>
    </dialog>
  );
}
