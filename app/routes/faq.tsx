import type { Route } from "./+types/faq";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { AnswerParts } from "~/features/facts/answer-parts";
import { faqEntries, faqJsonLd } from "~/features/facts/faq-content";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { pageMeta } from "~/lib/meta";

import styles from "./info-page.module.css";

// Runs while the page is pre-rendered, so the answers hold the figures of the shipped data files.
export async function loader() {
  return loadPlanFacts();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Questions and answers",
      description: `What ${site.name} costs, what each package holds, how many screens can watch at once, which devices work and how to reach us.`,
      path: PATHS.faq,
    }),
    ...(loaderData
      ? [{ "script:ld+json": faqJsonLd(faqEntries(loaderData)) }]
      : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const entries = faqEntries(loaderData);
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{site.productLine}</p>
        <h1>Questions and answers</h1>
        <p className={styles.lead}>
          The questions people ask before they choose a package, answered from
          our current packages and channel lineups.
        </p>
      </div>
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
              <p key={index}>
                <AnswerParts parts={parts} />
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
