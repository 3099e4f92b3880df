import { PageIntro } from "~/components/page-intro";
import type { FaqMessages } from "~/messages/en/faq";
import styles from "~/styles/info-page.module.css";

import { TextParts } from "~/components/text-parts";
import type { FaqEntry } from "./faq-content";

/** The questions and answers, one section each, anchored by the question's id. */
export function FaqPage({
  t,
  entries,
}: {
  t: FaqMessages;
  entries: readonly FaqEntry[];
}) {
  return (
    <div className={styles.page}>
      <PageIntro title={t.title} lead={t.lead} />
      <div className={styles.faq}>
        {entries.map((entry) => (
          <section
            key={entry.id}
            id={entry.id}
            className={styles.question}
            aria-labelledby={`${entry.id}-title`}
          >
            <h2 id={`${entry.id}-title`}>{entry.question}</h2>
            {entry.answer.map((parts, index) => (
              // An answer's paragraphs are fixed copy; their order is their identity.
              <p key={index}>
                <TextParts parts={parts} />
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
