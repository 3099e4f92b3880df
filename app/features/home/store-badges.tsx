import { NewTabLink } from "~/components/new-tab-link";
import { STORES } from "~/config/stores";
import type { HomeMessages } from "~/messages/en/home";

import { StoreBadge } from "./store-badge";
import styles from "./store-badges.module.css";

/** Where to watch: the web player and the app stores, each opening in a new tab. */
export function StoreBadges({
  labelledBy,
  t,
}: {
  labelledBy: string;
  t: HomeMessages["stores"];
}) {
  return (
    <ul className={styles.badges} aria-labelledby={labelledBy}>
      {STORES.map((store) => (
        <li key={store.id}>
          <NewTabLink
            href={store.href}
            className={`${styles.badge} ${store.id === "web" ? styles.featured : ""}`}
          >
            <StoreBadge icon={store.id} words={t[store.id]} />
            <span className="visually-hidden">{t[store.id].detail}</span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
