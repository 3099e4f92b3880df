import type { ReactNode } from "react";
import { Link } from "react-router";

import { Logo } from "~/components/logo";
import { type BusinessFacts, site, upcomingMonth } from "~/config/site";
import { useCommon, usePaths } from "~/i18n/common";
import type { HomeMessages } from "~/messages/en/home";

import styles from "./home.module.css";
import { PromoPicture } from "./promo-picture";
import { SectionButtons } from "./section-buttons";
import { StoreBadges } from "./store-badges";

/**
 * Home: the heading, the stores, the service's claims, the plans and the
 * sections. `plans` is the route's plan cards, drawn from the data files
 * when the page is pre-rendered.
 */
export function HomePage({
  t,
  plans,
  facts = site.facts,
  today = new Date(),
}: {
  t: HomeMessages;
  plans: ReactNode;
  /** The business's facts (app/config/site.ts): the sign-up month shows once set. */
  facts?: BusinessFacts;
  /** The day the page is built: a sign-up month already past is not shown. */
  today?: Date;
}) {
  const common = useCommon();
  const paths = usePaths();
  const opens = upcomingMonth(facts.signupOpens, common.locale, today);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <Logo />
        <h1 id="home-title" className={styles.title}>
          {common.tagline}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
        <p className={styles.availability}>
          {opens
            ? `${common.facts.comingSoonIn(opens)} ${t.orderNow}`
            : common.availability}{" "}
          <Link to={paths.partners}>{t.orderLink}</Link>
        </p>
        <h2 id="watch-title" className={styles.watchTitle}>
          {t.watchTitle}
        </h2>
        <StoreBadges labelledBy="watch-title" t={t.stores} />
      </section>

      <section className={styles.feature} aria-labelledby="about-title">
        <PromoPicture className={styles.promo} alt={t.promoAlt} />
        <div className={styles.copy}>
          <h2 id="about-title">{t.about.title}</h2>
          <p>{t.about.body}</p>
          <ul className={styles.claims}>
            {t.about.claims.map((claim, index) => (
              // The claims are fixed copy; their order is their identity.
              <li key={index}>{claim}</li>
            ))}
          </ul>
        </div>
        <div className={styles.aside}>
          <p>{t.about.partners}</p>
        </div>
      </section>

      {plans}

      <SectionButtons />
    </div>
  );
}
