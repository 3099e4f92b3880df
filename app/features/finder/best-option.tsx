import type { FinderOption } from "./finder-answer";
import {
  channelCount,
  channelList,
  monthly,
  optionName,
  perTvChannel,
} from "./finder-wording";
import styles from "./finder.module.css";

/** The cheapest option: its total, its price per TV channel and what each part adds. */
export function BestOption({ option }: { option: FinderOption }) {
  return (
    <div className={styles.best}>
      <p className={styles.bestName}>{optionName(option)}</p>
      <p className={styles.bestPrice}>{monthly(option.cents)}</p>
      <p>{perTvChannel(option)}</p>
      {option.leftOut.length > 0 && (
        <p className={styles.warning}>
          No single combination carries all of your channels: this one leaves
          out {channelList(option.leftOut)}.
        </p>
      )}
      <h3>What each part adds</h3>
      <ul className={styles.parts}>
        {option.parts.map(({ offer, brings }) => (
          <li key={offer.key} className={styles.part}>
            <span className={styles.partName}>
              {offer.title}{" "}
              <span className={styles.partKind}>
                {offer.primary ? "primary package" : "add-on"}
              </span>
            </span>
            <span className={styles.partPrice}>{monthly(offer.cents)}</span>
            <span className={styles.partBrings}>
              {brings.length === 0
                ? "None of your channels; every add-on needs a primary package."
                : offer.primary
                  ? `${channelCount(brings.length)} of yours: ${channelList(brings)}.`
                  : `Adds ${channelList(brings)}.`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
