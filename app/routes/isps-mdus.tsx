import type { Route } from "./+types/isps-mdus";
import { MailCta } from "~/components/mail-cta";
import { PartnerBenefits } from "~/components/partner-benefits";
import { PartnerTable } from "~/components/partner-table";
import { SIMULTANEOUS_STREAMS } from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { countWordCapitalized } from "~/lib/count-word";
import { pageMeta } from "~/lib/meta";

import styles from "./info-page.module.css";

/** Providers write to partnerships; the page offers it in its section and at its end. */
function IspCall() {
  return (
    <MailCta
      address={site.mail.partners}
      subject={`ISP / cable provider partnership: schedule a call with ${site.name}`}
    >
      Email us to schedule a call
      <span className="visually-hidden"> about an ISP partnership</span>
    </MailCta>
  );
}

/** Properties (apartments, hotels, campuses) write to sales. */
function MduCall() {
  return (
    <MailCta
      address={site.mail.sales}
      subject={`MDU bulk accounts (apartments, hotels, campuses): schedule a call with ${site.name}`}
    >
      Email us to schedule a call
      <span className="visually-hidden"> about your property</span>
    </MailCta>
  );
}

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "ISPs / Cable Providers and MDUs",
    description:
      "Partner with Keystone TV to offer live TV to internet subscribers, apartment residents and hotel guests.",
    path: PATHS.partners,
  });
}

export default function Screen() {
  return (
    <div className={`${styles.page} ${styles.brief}`}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Partners</p>
        <h1>
          {/* The lines break between the names, never inside one. */}
          ISPs / <span className={styles.keep}>Cable Providers</span>{" "}
          <span className={styles.keep}>and MDUs</span>
        </h1>
        <p className={styles.lead}>
          Add live TV to what you already sell, without building a video
          platform. We bring the licensed channels, the streaming service and
          the apps; you bring the customers.
        </p>
      </div>

      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="isps-title">
          <h2 id="isps-title">For ISPs and cable providers</h2>
          <p>
            Your subscribers are cutting the cord. Give them a TV package that
            runs on the broadband they buy from you, instead of losing their TV
            spending to someone else.
          </p>
          <ul className={styles.points}>
            <li>Keep TV revenue on your bill with a live-TV add-on.</li>
            <li>
              Replace or extend a cable TV plant without new headend gear.
            </li>
            <li>
              Nothing to ship: subscribers watch on the web, phones, streaming
              players and smart TVs.
            </li>
          </ul>
          <IspCall />
        </section>

        <section className={styles.panel} aria-labelledby="mdus-title">
          <h2 id="mdus-title">For MDUs: apartments, hotels and campuses</h2>
          <p>
            Residents and guests expect live TV the day they move in or check
            in. Offer it over your property&apos;s network, in every unit, with
            no coax rewiring and no box rentals.
          </p>
          <ul className={styles.points}>
            <li>
              Bulk accounts for every unit, room or bed, under one agreement set
              with our sales team.
            </li>
            <li>
              Hotel accounts with the local networks, news and sports guests
              look for.
            </li>
            <li>
              {countWordCapitalized(SIMULTANEOUS_STREAMS)} simultaneous streams
              per account, for shared apartments and suites.
            </li>
          </ul>
          <MduCall />
        </section>
      </div>

      <p className={styles.note}>
        &ldquo;No contracts, cancel anytime&rdquo; is our promise for individual
        subscriptions. Bulk and partner agreements are set with our sales team,
        to fit your property or network.
      </p>

      <PartnerTable />

      <section className={styles.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title">Partner benefits</h2>
        <PartnerBenefits labelledBy="benefits-title" />
      </section>

      <section className={styles.section} aria-labelledby="next-title">
        <h2 id="next-title">What happens next</h2>
        <ol className={styles.points}>
          <li>
            You email us: {site.mail.partners} for internet and cable providers,{" "}
            {site.mail.sales} for apartments, hotels and campuses.
          </li>
          <li>Our sales team replies and sets up a call.</li>
          <li>We propose packages for your property or your market.</li>
          <li>
            We suggest a limited-time trial, so residents, guests or subscribers
            can try the service.
          </li>
          <li>
            You launch, and everyone starts watching on their own screens.
          </li>
        </ol>
      </section>

      {/* On paper the sections above already give both addresses. */}
      <section
        className={`${styles.closing} print-hidden`}
        aria-labelledby="talk-title"
      >
        <h2 id="talk-title">Let’s talk about your subscribers</h2>
        <p>
          Tell us about your network or your property, and we will set up a call
          with the right team.
        </p>
        <div className={styles.closingActions}>
          <IspCall />
          <MduCall />
        </div>
      </section>
    </div>
  );
}
