import { useRef } from "react";
import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";

import { Logo } from "./logo";
import { NavDrawer } from "./nav-drawer";
import { NavLinks } from "./nav-links";
import styles from "./site-header.module.css";

/** The fixed top bar: logo, the links inline on wide screens, a menu button and drawer on narrow ones. */
export function SiteHeader() {
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link
          to={PATHS.home}
          className={styles.home}
          aria-label={`${site.name} home`}
        >
          <Logo />
        </Link>
        <nav className={styles.wide} aria-label="Main">
          <NavLinks className={styles.links} linkClassName={styles.link} />
        </nav>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          onClick={() => drawer.current?.showModal()}
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">Open menu</span>
        </button>
      </div>
      <NavDrawer ref={drawer} returnFocusTo={menuButton} />
    </header>
  );
}
