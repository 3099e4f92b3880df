import type { ReactNode } from "react";

import { MailAddress } from "~/components/mail-address";
import { PageIntro } from "~/components/page-intro";
import { TextParts } from "~/components/text-parts";
import { type BusinessFacts, site } from "~/config/site";
import { useCommon } from "~/i18n/common";
import { joinList } from "~/i18n/format";
import { formatMonthlyPrice } from "~/lineup/format-price";
import type { AboutMessages } from "~/messages/en/about";
import styles from "~/styles/info-page.module.css";

import about from "./about-page.module.css";

/** A device of the instructions file and its active platforms, in the page's language. */
export interface WatchDevice {
  name: string;
  platforms: readonly string[];
}

type Team = keyof typeof site.mail;

const TEAMS: readonly Team[] = ["partners", "sales", "support"];

/**
 * Who is behind the service: the company and its address, what it offers
 * (Home's claims and the data's figures as of the build) and the three mail
 * addresses with what each is for, each team's phone line and more once the
 * business has given them.
 */
export function AboutPage({
  t,
  lowestPrice,
  devices,
  facts = site.facts,
}: {
  t: AboutMessages;
  /** The lowest price of an active primary package, "39.99"; null with none. */
  lowestPrice: string | null;
  devices: readonly WatchDevice[];
  /** The business's facts (app/config/site.ts): each shows once set. */
  facts?: BusinessFacts;
}) {
  const common = useCommon();
  const { address } = site;
  const from = lowestPrice
    ? formatMonthlyPrice(lowestPrice, common.perMonth)
    : null;
  return (
    <div className={styles.page}>
      <PageIntro title={t.title} lead={t.lead} />

      <div className={styles.faq}>
        <section className={styles.question} aria-labelledby="company-title">
          <h2 id="company-title">{t.company.title}</h2>
          <p>{t.company.body}</p>
          <h3 className={about.label}>{t.company.address}</h3>
          <address className={about.address}>
            {site.legalName}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
        </section>

        <section className={styles.question} aria-labelledby="offer-title">
          <h2 id="offer-title">{t.offer.title}</h2>
          <p>{t.offer.price}</p>
          <ul className={styles.points}>
            <li>{t.offer.packages(from)}</li>
            <li>{t.offer.channels}</li>
            <li>{t.offer.screens}</li>
            <li>{t.offer.terms}</li>
          </ul>
          <p>{common.availability}</p>
          <p>{t.offer.partners}</p>
        </section>

        {devices.length > 0 && (
          <section className={styles.question} aria-labelledby="watch-title">
            <h2 id="watch-title">{t.offer.watch.title}</h2>
            <ul className={styles.points}>
              {devices.map((device) => (
                <li key={device.name}>
                  {device.name}: {joinList(common.locale, device.platforms)}
                </li>
              ))}
            </ul>
            <p>{t.offer.watch.steps}</p>
          </section>
        )}
      </div>

      <section className={about.contact} aria-labelledby="contact-title">
        <div className={`${styles.question} ${about.heading}`}>
          <h2 id="contact-title">{t.contact.title}</h2>
          <p>{t.contact.lead}</p>
        </div>
        <div className={about.teams}>
          {TEAMS.map((team) => (
            <section
              key={team}
              className={styles.panel}
              aria-labelledby={`${team}-title`}
            >
              <h3 id={`${team}-title`}>{t.contact[team].title}</h3>
              <p>{t.contact[team].purpose}</p>
              <p className={about.mail}>
                {t.contact.email} <MailAddress address={site.mail[team]} />
              </p>
              <TeamFacts team={team} facts={facts} />
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}

/** A team's phone line, hours and more, once the business has given them; else nothing. */
function TeamFacts({ team, facts }: { team: Team; facts: BusinessFacts }) {
  const words = useCommon().facts;
  const { salesPhone, salesReplyTime, supportPhone, supportLanguages } = facts;
  const lines: Record<Team, ReactNode[]> = {
    partners: [],
    sales: [
      salesPhone && <TextParts parts={words.salesPhone(salesPhone)} />,
      salesReplyTime && words.salesReplyTime(salesReplyTime),
    ],
    support: [
      supportPhone && <TextParts parts={words.supportPhone(supportPhone)} />,
      supportLanguages?.length
        ? words.supportLanguages(supportLanguages)
        : null,
    ],
  };
  return lines[team].map(
    // A team's lines are in a fixed order; a line left out renders nothing.
    (line, index) => line && <p key={index}>{line}</p>,
  );
}
