import { useRef } from "react";
import { Link } from "react-router";

import { useCommon, usePaths } from "~/i18n/common";

import { IconButton } from "./icon-button";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { NAV_DRAWER_ID, NavDrawer, openNavDrawer } from "./nav-drawer";
import { NavLinks } from "./nav-links";
import { MENU_BUTTON_ID } from "./page-script";
import styles from "./site-header.module.css";

/** The fixed top bar: logo, the links inline on wide screens, a menu button and drawer on narrow ones. */
export function SiteHeader() {
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);
  const t = useCommon();

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link
          to={usePaths().home}
          className={styles.home}
          aria-label={t.homeLink}
        >
          <Logo />
        </Link>
        <nav className={styles.wide} aria-label={t.mainNav}>
          <NavLinks className={styles.links} linkClassName={styles.link} />
        </nav>
        <LanguageLink own className={styles.language} />
        <IconButton
          ref={menuButton}
          id={MENU_BUTTON_ID}
          icon="menu"
          label={t.openMenu}
          className={styles.menuButton}
          aria-haspopup="dialog"
          // Without script: a modal where the engine has invoker commands (HTML
          // gives `commandfor` precedence over `popovertarget`), else a popover.
          commandfor={NAV_DRAWER_ID}
          command="show-modal"
          popoverTarget={NAV_DRAWER_ID}
          onClick={(event) => {
            // Hydrated, the drawer opens as a modal dialog in every engine,
            // which makes the page behind inert.
            event.preventDefault();
            openNavDrawer(drawer.current);
          }}
        />
      </div>
      <NavDrawer ref={drawer} returnFocusTo={menuButton} />
    </header>
  );
}
