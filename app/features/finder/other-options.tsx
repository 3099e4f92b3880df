import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import type { FinderOption } from "./finder-answer";
import { optionName, otherOptionLine } from "./finder-wording";
import styles from "./finder.module.css";

interface OtherOptionsProps {
  t: FinderAnswerMessages["answer"];
  best: FinderOption;
  options: readonly FinderOption[];
}

/** The next cheapest options, each a different set of packages. */
export function OtherOptions({ t, best, options }: OtherOptionsProps) {
  return (
    <>
      <h3>{t.othersTitle}</h3>
      {options.length === 0 ? (
        <p>{t.noOthers}</p>
      ) : (
        <ol className={styles.others}>
          {options.map((option) => (
            <li key={optionName(option)}>
              <span className={styles.partName}>{optionName(option)}</span>:{" "}
              {otherOptionLine(t, best, option)}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
