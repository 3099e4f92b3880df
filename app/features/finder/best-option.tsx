import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import type { FinderOption } from "./finder-answer";
import {
  channelList,
  monthly,
  optionName,
  perTvChannel,
} from "./finder-wording";
import styles from "./finder.module.css";

/** The cheapest option: its total, its price per TV channel and what each part adds. */
export function BestOption({
  t,
  option,
}: {
  t: FinderAnswerMessages["answer"];
  option: FinderOption;
}) {
  return (
    <div className={styles.best}>
      <p className={styles.bestName}>{optionName(option)}</p>
      <p className={styles.bestPrice}>{monthly(t, option.cents)}</p>
      <p>{perTvChannel(t, option)}</p>
      {option.leftOut.length > 0 && (
        <p className={styles.warning}>
          {t.leftOut(channelList(t, option.leftOut))}
        </p>
      )}
      <h3>{t.partsTitle}</h3>
      <ul className={styles.parts}>
        {option.parts.map(({ offer, brings }) => (
          <li key={offer.key} className={styles.part}>
            <span className={styles.partName}>
              {offer.title}{" "}
              <span className={styles.partKind}>
                {offer.primary ? t.primaryKind : t.addOnKind}
              </span>
            </span>
            <span className={styles.partPrice}>{monthly(t, offer.cents)}</span>
            <span className={styles.partBrings}>
              {brings.length === 0
                ? t.bringsNothing
                : offer.primary
                  ? t.primaryBrings(brings.length, channelList(t, brings))
                  : t.addOnBrings(channelList(t, brings))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
