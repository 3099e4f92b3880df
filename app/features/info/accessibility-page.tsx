import { MailAddress } from "~/components/mail-address";
import { PageIntro } from "~/components/page-intro";
import { SupportFacts } from "~/components/support-facts";
import {
  type Claim,
  TECHNICAL_CLAIMS,
  VISITOR_CLAIMS,
} from "~/config/accessibility-claims";
import { mailto, site } from "~/config/site";
import type { AccessibilityMessages } from "~/messages/en/accessibility";
import styles from "~/styles/info-page.module.css";

/**
 * The statement: first, in plain words, what a visitor can count on, what
 * falls short and where to report a problem; then, for specialists, the
 * standard and the tools by name.
 */
export function AccessibilityPage({ t }: { t: AccessibilityMessages }) {
  return (
    <div className={styles.page}>
      <PageIntro title={t.title} lead={t.lead} />

      <div className={styles.faq}>
        <section className={styles.question} aria-labelledby="visitors-title">
          <h2 id="visitors-title">{t.visitors.title}</h2>
          <Claims t={t} claims={VISITOR_CLAIMS} />
        </section>

        <section className={styles.question} aria-labelledby="limits-title">
          <h2 id="limits-title">{t.visitors.limitsTitle}</h2>
          <Points points={t.visitors.limits} />
        </section>

        <section className={styles.question} aria-labelledby="report-title">
          <h2 id="report-title">{t.report.title}</h2>
          <p>
            {t.report.body(
              <MailAddress
                address={site.mail.support}
                href={mailto(site.mail.support, t.report.subject)}
              />,
            )}
          </p>
          <SupportFacts />
        </section>

        <section className={styles.question} aria-labelledby="technical-title">
          <h2 id="technical-title">{t.technical.title}</h2>
          <p>{t.technical.standard}</p>
          <Claims t={t} claims={TECHNICAL_CLAIMS} />
          <h3>{t.technical.limitsTitle}</h3>
          <Points points={t.technical.limits} />
        </section>
      </div>
    </div>
  );
}

/** Claims of the statement, each in the page's language. */
function Claims({
  t,
  claims,
}: {
  t: AccessibilityMessages;
  claims: readonly Claim[];
}) {
  return <Points points={claims.map((claim) => t.claims[claim])} />;
}

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}
