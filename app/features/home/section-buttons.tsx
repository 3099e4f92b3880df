import { Link } from "react-router";

import { navItems } from "~/config/nav";
import { useCommon, usePaths } from "~/i18n/common";

import buttons from "~/components/button-link.module.css";
import styles from "./section-buttons.module.css";

/** The site's sections as large buttons, Sign Up highlighted: Home's way in, as it has no bar. */
export function SectionButtons() {
  const t = useCommon();
  return (
    <nav className={styles.nav} aria-label={t.sectionsNav}>
      <ul className={styles.list}>
        {navItems(usePaths(), t.nav).map((item) => {
          const highlighted = item.key === "signup";
          return (
            <li
              key={item.key}
              className={highlighted ? styles.highlight : undefined}
            >
              <Link
                to={item.to}
                className={
                  highlighted
                    ? `${buttons.button} ${buttons.primary}`
                    : buttons.button
                }
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
