import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { WIDE_BAR_QUERY } from "~/config/css-constants";
import { useCommon } from "~/i18n/common";

import { IconButton } from "./icon-button";
import { NavLinks } from "./nav-links";
import styles from "./nav-drawer.module.css";

/** The drawer's id, which the menu button's `commandfor` and `popovertarget` name. */
export const NAV_DRAWER_ID = "site-menu";

/** Whether the drawer is showing as a popover, opened before the page hydrated. */
function isPopoverOpen(dialog: HTMLDialogElement): boolean {
  return "popover" in dialog && dialog.matches(":popover-open");
}

/**
 * Opens the drawer as a modal dialog. A popover opened before hydration closes
 * first: `showModal()` refuses an element showing as a popover.
 */
export function openNavDrawer(dialog: HTMLDialogElement | null): void {
  if (!dialog || dialog.open) return;
  if (isPopoverOpen(dialog)) dialog.hidePopover();
  dialog.showModal();
}

/** Closes the drawer, whichever way it was opened. */
function closeNavDrawer(dialog: HTMLDialogElement | null): void {
  if (!dialog) return;
  dialog.close();
  if (isPopoverOpen(dialog)) dialog.hidePopover();
}

interface NavDrawerProps {
  ref: RefObject<HTMLDialogElement | null>;
  /** Gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The narrow-screen menu: a modal `<dialog>` on the right. The platform gives
 * Escape, the inert page behind and focus back to the menu button; this adds
 * closing on navigation and when the window grows past the breakpoint, and
 * keeps Tab cycling inside. Before the scripts run, or without them, the menu
 * and close buttons' invoker commands (`commandfor`) open and close it as a
 * modal too; in an engine without invoker commands the buttons'
 * `popovertarget` makes it a popover instead, which is not modal and is not
 * announced as one. Escape and a click outside close it either way.
 */
export function NavDrawer({ ref, returnFocusTo }: NavDrawerProps) {
  const { pathname } = useLocation();
  const t = useCommon();

  const shownPathname = useRef(pathname);
  useEffect(() => {
    // On a new page only: a menu opened before hydration stays open through it.
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    closeNavDrawer(ref.current);
  }, [pathname, ref]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_BAR_QUERY);
    const closeWhenWide = () => {
      if (wide.matches) closeNavDrawer(ref.current);
    };
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, [ref]);

  const close = () => closeNavDrawer(ref.current);

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
      id={NAV_DRAWER_ID}
      popover="auto"
      // A click on the backdrop closes the modal without script too.
      closedby="any"
      className={styles.drawer}
      aria-label={t.menu}
      onClose={() => returnFocusTo.current?.focus()}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        <IconButton
          icon="close"
          label={t.closeMenu}
          className={styles.closeButton}
          // HTML gives `commandfor` precedence; an engine without it uses the popover's.
          commandfor={NAV_DRAWER_ID}
          command="close"
          popoverTarget={NAV_DRAWER_ID}
          popoverTargetAction="hide"
          onClick={(event) => {
            // Hydrated, the script closes it whichever way it opened.
            event.preventDefault();
            close();
          }}
        />
        <nav aria-label={t.mainNav}>
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
