import { PageIntro } from "~/components/page-intro";
import { mailto, site } from "~/config/site";
import type { AccessibilityMessages } from "~/messages/en/accessibility";
import styles from "~/styles/info-page.module.css";

/** The standard the site holds to, how it is tested, its known limits and where to report a problem. */
export function AccessibilityPage({ t }: { t: AccessibilityMessages }) {
  return (
    <div className={styles.page}>
      <PageIntro title={t.title} lead={t.lead} />

      <div className={styles.faq}>
        <section className={styles.question} aria-labelledby="standard-title">
          <h2 id="standard-title">{t.standard.title}</h2>
          <p>{t.standard.body}</p>
        </section>

        <section className={styles.question} aria-labelledby="testing-title">
          <h2 id="testing-title">{t.testing.title}</h2>
          <ul className={styles.points}>
            {t.testing.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>

        <section className={styles.question} aria-labelledby="limits-title">
          <h2 id="limits-title">{t.limits.title}</h2>
          <ul className={styles.points}>
            {t.limits.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>

        <section className={styles.question} aria-labelledby="report-title">
          <h2 id="report-title">{t.report.title}</h2>
          <p>
            {t.report.body(
              <a href={mailto(site.mail.support, t.report.subject)}>
                {site.mail.support}
              </a>,
            )}
          </p>
        </section>
      </div>
    </div>
  );
}
