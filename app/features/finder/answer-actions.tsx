import { useLocation } from "react-router";

import { MailCta } from "~/components/mail-cta";
import { site } from "~/config/site";
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
}: {
  t: NextWords;
  answerWords: FinderAnswerMessages["answer"];
  best: FinderOption | null;
  chosen: readonly Channel[];
}) {
  const { pathname, search } = useLocation();
  const [copyState, copy] = useCopy();
  const link = new URL(`${pathname}${search}`, site.origin).href;
  const option = best
    ? { name: optionName(best), price: monthly(answerWords, best.cents) }
    : null;

  return (
    <section className={`${styles.next} print-hidden`} aria-label={t.title}>
      <MailCta
        address={site.mail.support}
        subject={t.notifySubject(option?.name ?? null)}
        body={t.notifyBody(option, channelList(answerWords, chosen), link)}
      >
        {t.notify}
      </MailCta>
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
