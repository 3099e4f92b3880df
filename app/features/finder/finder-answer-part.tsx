import type { Channel } from "~/data/schemas";
import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import { AnswerActions } from "./answer-actions";
import type { BillReading } from "./bill-saving";
import type { FinderAnswer } from "./finder-answer";
import { FinderResult } from "./finder-result";
import { answerSummary, savingLine } from "./finder-wording";
import styles from "./finder.module.css";

/**
 * The Finder's answer: working it out, saying it, and what to do next. A
 * file of its own, loaded with the answer's words of the page's language
 * (./load-answer-part.ts) when a channel is about to be chosen or a link
 * names some: the empty Finder never needs it.
 */

export { findCheapest } from "./finder-answer";

/** What the page's polite region says of an answer: the option, then what it saves on the bill. */
export function answerStatus(
  t: FinderAnswerMessages,
  answer: FinderAnswer,
  billReading: BillReading,
): string {
  const summary = answerSummary(t.answer, answer.best);
  return billReading.kind === "bill" && answer.best
    ? `${summary} ${savingLine(t.saving, billReading.cents, answer.best.cents)}`
    : summary;
}

/** What the answer saves on the visitor's bill, the answer, and what to do next. */
export function AnswerView({
  t,
  answer,
  billReading,
  chosen,
}: {
  t: FinderAnswerMessages;
  answer: FinderAnswer;
  billReading: BillReading;
  chosen: readonly Channel[];
}) {
  return (
    <>
      {billReading.kind === "bill" && answer.best && (
        <BillSaving
          t={t.saving}
          billCents={billReading.cents}
          priceCents={answer.best.cents}
        />
      )}
      <FinderResult t={t.answer} answer={answer} />
      <AnswerActions
        t={t.next}
        answerWords={t.answer}
        best={answer.best}
        chosen={chosen}
      />
    </>
  );
}

/** "Compared with your bill of $205.00, the cheapest option is $120.01 less a month, $1,440.12 a year." */
function BillSaving({
  t,
  billCents,
  priceCents,
}: {
  t: FinderAnswerMessages["saving"];
  billCents: number;
  priceCents: number;
}) {
  return (
    <p className={styles.notice}>{savingLine(t, billCents, priceCents)}</p>
  );
}
