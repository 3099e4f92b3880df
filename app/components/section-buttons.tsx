import { Link } from "react-router";

import { NAV_ITEMS } from "~/config/nav";
import { PATHS } from "~/config/paths";

import buttons from "./button-link.module.css";
import styles from "./section-buttons.module.css";

/** The site's sections as large buttons, Sign Up highlighted: Home's way in, as it has no bar. */
export function SectionButtons() {
  return (
    <nav className={styles.nav} aria-label="Sections">
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => {
          const highlighted = item.to === PATHS.signup;
          return (
            <li
              key={item.to}
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
