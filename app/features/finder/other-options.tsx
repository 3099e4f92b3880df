import { formatCents } from "~/lib/format-price";

import type { FinderOption } from "./finder-answer";
import {
  channelList,
  monthly,
  optionChannels,
  optionName,
} from "./finder-wording";
import styles from "./finder.module.css";

interface OtherOptionsProps {
  best: FinderOption;
  options: readonly FinderOption[];
}

/** The next cheapest options, each a different set of packages. */
export function OtherOptions({ best, options }: OtherOptionsProps) {
  return (
    <>
      <h3>Next cheapest</h3>
      {options.length === 0 ? (
        <p>No other combination gets you them all.</p>
      ) : (
        <ol className={styles.others}>
          {options.map((option) => (
            <li key={optionName(option)}>
              <span className={styles.partName}>{optionName(option)}</span>:{" "}
              {monthly(option.cents)}
              {option.cents > best.cents
                ? `, ${formatCents(option.cents - best.cents)} more`
                : ", the same price"}
              , {optionChannels(option)}
              {option.leftOut.length > 0 &&
                `; leaves out ${channelList(option.leftOut)}`}
              .
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
