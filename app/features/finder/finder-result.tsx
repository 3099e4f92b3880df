import { useId } from "react";

import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import { BestOption } from "./best-option";
import type { FinderAnswer } from "./finder-answer";
import { channelList } from "./finder-wording";
import { OtherOptions } from "./other-options";
import styles from "./finder.module.css";

/** The answer for the chosen channels: the cheapest option, the next ones, and what no package has. */
export function FinderResult({
  t,
  answer,
}: {
  t: FinderAnswerMessages["answer"];
  answer: FinderAnswer;
}) {
  const headingId = useId();
  const { best, alternatives, uncarried } = answer;
  return (
    <section aria-labelledby={headingId} className={styles.answer}>
      <h2 id={headingId}>{t.title}</h2>
      {uncarried.length > 0 && (
        <p className={styles.warning}>
          {t.uncarried(
            channelList(t, uncarried),
            uncarried.length,
            best !== null,
          )}
        </p>
      )}
      {best ? (
        <>
          <BestOption t={t} option={best} />
          <OtherOptions t={t} best={best} options={alternatives} />
        </>
      ) : (
        <p>{t.noPrice}</p>
      )}
    </section>
  );
}
