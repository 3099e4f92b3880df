import { MailAddress } from "~/components/mail-address";
import { PageIntro } from "~/components/page-intro";
import { SupportFacts } from "~/components/support-facts";
import { site } from "~/config/site";
import type { PrivacyMessages } from "~/messages/en/privacy";
import styles from "~/styles/info-page.module.css";

/** Each statement here is what the site's code does; a browser test holds the cookies and origins to it. */
export function PrivacyPage({ t }: { t: PrivacyMessages }) {
  return (
    <div className={styles.page}>
      <PageIntro title={t.title} lead={t.lead} />

      <div className={styles.faq}>
        <section className={styles.question} aria-labelledby="collect-title">
          <h2 id="collect-title">{t.collect.title}</h2>
          <ul className={styles.points}>
            {t.collect.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>

        <section className={styles.question} aria-labelledby="server-title">
          <h2 id="server-title">{t.server.title}</h2>
          {t.server.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section className={styles.question} aria-labelledby="links-title">
          <h2 id="links-title">{t.links.title}</h2>
          <p>{t.links.body}</p>
        </section>

        <section className={styles.question} aria-labelledby="ask-title">
          <h2 id="ask-title">{t.questions.title}</h2>
          <p>{t.questions.body(<MailAddress address={site.mail.support} />)}</p>
          <SupportFacts />
        </section>
      </div>
    </div>
  );
}
