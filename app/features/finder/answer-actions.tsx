import { useLocation } from "react-router";

import { MailCta } from "~/components/mail-cta";
import { SupportFacts } from "~/components/support-facts";
import { type BusinessFacts, site, upcomingMonth } from "~/config/site";
import { useCommon } from "~/i18n/common";
import { useCopy } from "~/lib/use-copy";
import type { Channel } from "~/data/schemas";
import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import type { FinderOption } from "./finder-answer";
import { channelList, monthly, optionName } from "./finder-wording";
import styles from "./finder.module.css";

type NextWords = FinderAnswerMessages["next"];

/**
 * What to do with an answer: ask to hear when sign-up opens, the chosen
 * package and channels in the mail, and keep or share the answer's link.
 * What the copy button did is said in a polite region of its own, then
 * clears itself, so no later change of the answer says it again.
 */
export function AnswerActions({
  t,
  answerWords,
  best,
  chosen,
  facts = site.facts,
  today = new Date(),
}: {
  t: NextWords;
  answerWords: FinderAnswerMessages["answer"];
  best: FinderOption | null;
  chosen: readonly Channel[];
  /** The business's facts (app/config/site.ts): each shows once set. */
  facts?: BusinessFacts;
  /**
   * The day the answer is drawn, in the visitor's browser (it is never
   * pre-rendered): a sign-up month already past is not shown.
   */
  today?: Date;
}) {
  const { pathname, search } = useLocation();
  const [copyState, copy] = useCopy();
  const common = useCommon();
  const opens = upcomingMonth(facts.signupOpens, common.locale, today);
  const link = new URL(`${pathname}${search}`, site.origin).href;
  const option = best
    ? { name: optionName(best), price: monthly(answerWords, best.cents) }
    : null;

  return (
    <section className={`${styles.next} print-hidden`} aria-label={t.title}>
      {opens && <p>{common.facts.signupOpens(opens)}</p>}
      <MailCta
        address={site.mail.support}
        subject={t.notifySubject(option?.name ?? null)}
        body={t.notifyBody(option, channelList(answerWords, chosen), link)}
      >
        {t.notify}
      </MailCta>
      <SupportFacts facts={facts} />
      <p className={styles.copy}>
        <button
          type="button"
          className={styles.copyButton}
          onClick={() =>
            void copy(
              new URL(`${pathname}${search}`, window.location.origin).href,
            )
          }
        >
          {copyState === "copied" ? t.copiedButton : t.copy}
        </button>
      </p>
      <p role="status" className="visually-hidden">
        {copyState === "copied"
          ? t.copied
          : copyState === "failed"
            ? t.copyFailed
            : ""}
      </p>
    </section>
  );
}
