import { Link } from "react-router";

import type { Route } from "./+types/home";
import { Logo } from "~/components/logo";
import { PromoPicture } from "~/components/promo-picture";
import { SectionButtons } from "~/components/section-buttons";
import { StoreBadges } from "~/components/store-badges";
import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { PlanCards } from "~/features/facts/plan-cards";
import { countWord, countWordCapitalized } from "~/lib/count-word";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/organization-json-ld";

import styles from "./home.module.css";

// Runs while the page is pre-rendered: the prices and counts are in the HTML and match the shipped data files.
export async function loader() {
  const { lowestPrice, primaries } = await loadPlanFacts();
  return { lowestPrice, primaries };
}

export function meta(_: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Live TV without cable",
      description: `${site.name} streams live U.S. TV channels as a cable replacement: ${countWord(PRIMARY_PACKAGE_COUNT)} packages plus add-ons, no contracts, cancel anytime.`,
      path: PATHS.home,
    }),
    { "script:ld+json": organizationJsonLd() },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <Logo />
        <h1 id="home-title" className={styles.title}>
          {site.tagline}
        </h1>
        <p className={styles.lead}>
          Live U.S. TV channels in your browser, on your phone and on your smart
          TV: a cable replacement without the contract.
        </p>
        <p className={styles.availability}>
          {site.availability}{" "}
          <Link to={PATHS.partners}>
            How to order for a property or network
          </Link>
        </p>
        <h2 id="watch-title" className={styles.watchTitle}>
          Watch now or get the app
        </h2>
        <StoreBadges labelledBy="watch-title" />
      </section>

      <section className={styles.feature} aria-labelledby="about-title">
        <PromoPicture className={styles.promo} />
        <div className={styles.copy}>
          <h2 id="about-title">
            The channels you watch on cable, streamed live
          </h2>
          <p>
            {site.name} streams licensed live channels over the internet you
            already have, to the screens you already own. We can match most
            channel lineups and beat the price you pay for cable today.
          </p>
          <ul className={styles.claims}>
            <li>
              {countWordCapitalized(PRIMARY_PACKAGE_COUNT)} primary packages
              plus add-on packages: compare them on the{" "}
              <Link to={PATHS.packages}>packages page</Link>.
            </li>
            <li>
              Sports, local networks, news and Spanish-language channels, with
              movies on the top-tier packages. See{" "}
              <Link to={PATHS.channels}>every channel in each package</Link>, or{" "}
              <Link to={PATHS.finder}>
                find the cheapest package with your channels
              </Link>
              .
            </li>
            <li>
              {countWordCapitalized(SIMULTANEOUS_STREAMS)} simultaneous streams
              on every active subscription.
            </li>
            <li>{CATCH_UP_HOURS}-hour catch-up for the shows you missed.</li>
            <li>
              No contracts. Cancel anytime. (Bulk and partner agreements are set
              with our sales team.)
            </li>
          </ul>
        </div>
        <div className={styles.aside}>
          <p>
            Run an internet service, a cable system, apartments or a hotel?{" "}
            <Link to={PATHS.partners}>
              Offer {site.name} to your subscribers and residents
            </Link>
            .
          </p>
        </div>
      </section>

      <PlanCards {...loaderData} />

      <SectionButtons />
    </div>
  );
}
