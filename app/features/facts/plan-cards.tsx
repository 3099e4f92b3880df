import { Link } from "react-router";

import { useCommon, usePaths } from "~/i18n/common";
import { formatMonthlyPrice } from "~/lineup/format-price";
import type { HomeMessages } from "~/messages/en/home";

import type { PackageFacts } from "./plan-facts";
import styles from "./plan-cards.module.css";

/** The primary packages as cards: title, price, channel counts and a link to the lineup. */
export function PlanCards({
  t,
  lowestPrice,
  primaries,
}: {
  t: HomeMessages["plans"];
  lowestPrice: string | null;
  primaries: readonly PackageFacts[];
}) {
  const { perMonth } = useCommon();
  const paths = usePaths();
  return (
    <section className={styles.plans} aria-labelledby="plans-title">
      <h2 id="plans-title">
        {lowestPrice
          ? t.title(formatMonthlyPrice(lowestPrice, perMonth))
          : t.titleWithoutPrice}
      </h2>
      <ul className={styles.cards}>
        {primaries.map((entry) => (
          <li key={entry.name} className={styles.card}>
            <h3 className={styles.title}>{entry.title}</h3>
            <p className={styles.price}>
              {formatMonthlyPrice(entry.price, perMonth)}
            </p>
            <p className={styles.count}>{t.counts(entry.tv, entry.music)}</p>
            <Link to={`${paths.channels}?pkg=${entry.name}`}>
              {t.seeChannels(entry.title)}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.more}>{t.more}</p>
    </section>
  );
}
