import { Fragment } from "react";

import { MailCta } from "~/components/mail-cta";
import { TextParts } from "~/components/text-parts";
import { type BusinessFacts, site } from "~/config/site";
import { useCommon } from "~/i18n/common";
import type { PartnersMessages } from "~/messages/en/partners";
import styles from "~/styles/info-page.module.css";

import { PartnerBenefits } from "./partner-benefits";
import { AccessFacts, AccountPricing } from "./partner-facts";
import { type BriefPlans, PartnerPlans } from "./partner-plans";
import { PartnerTable } from "./partner-table";

type Call = PartnersMessages["isps"];

/** A call to action whose subject line says who writes and why. */
function CallCta({ address, call }: { address: string; call: Call }) {
  return (
    <MailCta address={address} subject={call.subject} body={call.mailBody}>
      {call.cta}
      <span className="visually-hidden"> {call.ctaTopic}</span>
    </MailCta>
  );
}

/**
 * The ISPs / MDUs page. Providers write to partnerships and properties
 * (apartments, hotels, campuses) to sales; each section offers its call, and
 * the page's end offers both. Printed, it is a brief to pass along: what the
 * service is, its packages and prices, the devices, what happens next and
 * how to reach sales.
 */
export function PartnersPage({
  t,
  plan,
  facts = site.facts,
}: {
  t: PartnersMessages;
  /** The packages and devices of the data files, as of the build. */
  plan: BriefPlans;
  /** The business's facts (app/config/site.ts): each shows once set. */
  facts?: BusinessFacts;
}) {
  const words = useCommon().facts;
  const ispCall = <CallCta address={site.mail.partners} call={t.isps} />;
  const mduCall = <CallCta address={site.mail.sales} call={t.mdus} />;
  return (
    <div className={`${styles.page} ${styles.brief}`}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t.eyebrow}</p>
        <h1>
          {/* The lines break between the names, never inside one. */}
          {t.title.map((part, index) => (
            // The heading is fixed copy; its order is its identity.
            <Fragment key={index}>
              {index > 0 && " "}
              <span className={styles.keep}>{part}</span>
            </Fragment>
          ))}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
        <p className={`${styles.note} print-hidden`}>{t.print}</p>
      </div>

      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="isps-title">
          <h2 id="isps-title">{t.isps.title}</h2>
          <p>{t.isps.body}</p>
          <ul className={styles.points}>
            {t.isps.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {ispCall}
        </section>

        <section className={styles.panel} aria-labelledby="mdus-title">
          <h2 id="mdus-title">{t.mdus.title}</h2>
          <p>{t.mdus.body}</p>
          <ul className={styles.points}>
            {t.mdus.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <AccessFacts facts={facts} />
          {mduCall}
        </section>
      </div>

      <p className={styles.note}>{t.note}</p>

      <PartnerTable t={t.table} />

      <section className={styles.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t.benefits.title}</h2>
        <PartnerBenefits
          benefits={t.benefits.items}
          labelledBy="benefits-title"
        />
      </section>

      <PartnerPlans
        t={t}
        plan={plan}
        pricing={<AccountPricing facts={facts} quoted={t.plans.quoted} />}
      />

      <section className={styles.section} aria-labelledby="next-title">
        <h2 id="next-title">{t.next.title}</h2>
        <ol className={styles.points}>
          {t.next.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {facts.salesReplyTime && (
          <p>{words.salesReplyTime(facts.salesReplyTime)}</p>
        )}
        {facts.salesPhone && (
          <p>
            <TextParts parts={words.salesPhone(facts.salesPhone)} />
          </p>
        )}
      </section>

      {/* On paper the sections above already give both addresses. */}
      <section
        className={`${styles.closing} print-hidden`}
        aria-labelledby="talk-title"
      >
        <h2 id="talk-title">{t.closing.title}</h2>
        <p>{t.closing.body}</p>
        <div className={styles.closingActions}>
          {ispCall}
          {mduCall}
        </div>
      </section>
    </div>
  );
}
