import { PageIntro } from "~/components/page-intro";
import { MailCta } from "~/components/mail-cta";
import { SupportFacts } from "~/components/support-facts";
import { TextParts } from "~/components/text-parts";
import { type BusinessFacts, site, upcomingMonth } from "~/config/site";
import { useCommon } from "~/i18n/common";
import type { SignupMessages } from "~/messages/en/signup";
import styles from "~/styles/info-page.module.css";

/** Informational: sign-up and payment are not on the site yet, so there is no form. */
export function SignupPage({
  t,
  facts = site.facts,
  today = new Date(),
}: {
  t: SignupMessages;
  /** The business's facts (app/config/site.ts): each shows once set. */
  facts?: BusinessFacts;
  /** The day the page is built: a sign-up month already past is not shown. */
  today?: Date;
}) {
  const { facts: words, locale } = useCommon();
  const opens = upcomingMonth(facts.signupOpens, locale, today);
  return (
    <div className={styles.page}>
      <PageIntro title={t.title} lead={t.lead} />

      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="bulk-title">
          <h2 id="bulk-title">{t.bulk.title}</h2>
          <p>{t.bulk.body}</p>
          {facts.salesReplyTime && (
            <p>{words.salesReplyTime(facts.salesReplyTime)}</p>
          )}
          {facts.salesPhone && (
            <p>
              <TextParts parts={words.salesPhone(facts.salesPhone)} />
            </p>
          )}
          <MailCta address={site.mail.sales} subject={t.bulk.subject}>
            {t.bulk.cta}
          </MailCta>
        </section>

        <section className={styles.panel} aria-labelledby="individual-title">
          <h2 id="individual-title">{t.individual.title}</h2>
          <p>{t.individual.body}</p>
          {opens && <p>{words.signupOpens(opens)}</p>}
          <MailCta
            address={site.mail.support}
            subject={t.individual.subject}
            body={t.individual.mailBody}
          >
            {t.individual.cta}
          </MailCta>
          <SupportFacts facts={facts} />
          <p>{t.individual.meanwhile}</p>
          <ul className={styles.points}>
            {t.individual.tour.map((item, index) => (
              // The tour is fixed copy; its order is its identity.
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      </div>

      <p>{t.partners}</p>
    </div>
  );
}
