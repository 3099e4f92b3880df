import { site } from "~/config/site";

import { NewTabLink } from "./new-tab-link";
import { StoreBadge } from "./store-badge";
import styles from "./store-badges.module.css";

/** Where to watch: the web player and the app stores, each opening in a new tab. */
export function StoreBadges({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className={styles.badges} aria-labelledby={labelledBy}>
      {site.stores.map((store) => (
        <li key={store.id}>
          <NewTabLink
            href={store.href}
            className={`${styles.badge} ${store.id === "web" ? styles.featured : ""}`}
          >
            <StoreBadge store={store} />
            <span className="visually-hidden">{store.accessibleName}</span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
