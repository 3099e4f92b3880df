import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { formatMonthlyPrice } from "~/lib/format-price";

import type { PackageFacts } from "./plan-facts";
import styles from "./plan-cards.module.css";

/** The primary packages as cards: title, price, channel counts and a link to the lineup. */
export function PlanCards({
  lowestPrice,
  primaries,
}: {
  lowestPrice: string | null;
  primaries: readonly PackageFacts[];
}) {
  return (
    <section className={styles.plans} aria-labelledby="plans-title">
      <h2 id="plans-title">
        {lowestPrice
          ? `Plans from ${formatMonthlyPrice(lowestPrice)}`
          : "Our plans"}
      </h2>
      <ul className={styles.cards}>
        {primaries.map((entry) => (
          <li key={entry.name} className={styles.card}>
            <h3 className={styles.title}>{entry.title}</h3>
            <p className={styles.price}>{formatMonthlyPrice(entry.price)}</p>
            <p className={styles.count}>
              {entry.tv} TV
              {entry.music > 0 ? ` + ${entry.music} music` : ""} channels
            </p>
            <Link to={`${PATHS.channels}?pkg=${entry.name}`}>
              See the {entry.title} channels
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        Any plan can take add-on packages. See{" "}
        <Link to={PATHS.packages}>every package and add-on</Link>, or read the{" "}
        <Link to={PATHS.faq}>questions and answers</Link>.
      </p>
    </section>
  );
}
