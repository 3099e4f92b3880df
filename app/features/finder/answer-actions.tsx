import { useState } from "react";
import { useLocation } from "react-router";

import { MailCta } from "~/components/mail-cta";
import { site } from "~/config/site";
import type { Channel } from "~/data/schemas";
import type { FinderAnswerMessages } from "~/messages/en/finder-answer";

import type { FinderOption } from "./finder-answer";
import { channelList, monthly, optionName } from "./finder-wording";
import styles from "./finder.module.css";

type NextWords = FinderAnswerMessages["next"];

/**
 * What to do with an answer: ask to hear when sign-up opens, the chosen
 * package and channels in the mail, and keep or share the answer's link.
 * What the copy button did goes to `onStatus`, the page's polite region.
 */
export function AnswerActions({
  t,
  answerWords,
  best,
  chosen,
  onStatus,
}: {
  t: NextWords;
  answerWords: FinderAnswerMessages["answer"];
  best: FinderOption | null;
  chosen: readonly Channel[];
  onStatus: (message: string) => void;
}) {
  const { pathname, search } = useLocation();
  const [copied, setCopied] = useState(false);
  const link = new URL(`${pathname}${search}`, site.origin).href;
  const option = best
    ? { name: optionName(best), price: monthly(answerWords, best.cents) }
    : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        new URL(`${pathname}${search}`, window.location.origin).href,
      );
      setCopied(true);
      onStatus(t.copied);
    } catch {
      onStatus(t.copyFailed);
    }
  };

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
          onClick={() => void copy()}
        >
          {copied ? t.copiedButton : t.copy}
        </button>
      </p>
    </section>
  );
}
