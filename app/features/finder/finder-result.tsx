import { useId } from "react";

import { BestOption } from "./best-option";
import type { FinderAnswer } from "./finder-answer";
import { channelList } from "./finder-wording";
import { OtherOptions } from "./other-options";
import styles from "./finder.module.css";

/** The answer for the chosen channels: the cheapest option, the next ones, and what no package has. */
export function FinderResult({ answer }: { answer: FinderAnswer }) {
  const headingId = useId();
  const { best, alternatives, uncarried } = answer;
  return (
    <section aria-labelledby={headingId} className={styles.answer}>
      <h2 id={headingId}>Your cheapest option</h2>
      {uncarried.length > 0 && (
        <p className={styles.warning}>
          None of our packages carries {channelList(uncarried)}
          {best
            ? `, so no option below includes ${uncarried.length === 1 ? "it" : "them"}.`
            : "."}
        </p>
      )}
      {best ? (
        <>
          <BestOption option={best} />
          <OtherOptions best={best} options={alternatives} />
        </>
      ) : (
        <p>Add a channel that one of our packages carries to see a price.</p>
      )}
    </section>
  );
}
