import type { Route } from "./+types/isps-mdus";
import buttons from "~/components/button-link.module.css";
import { MailCta } from "~/components/mail-cta";
import { PartnerBenefits } from "~/components/partner-benefits";
import { PartnerTable } from "~/components/partner-table";
import { SIMULTANEOUS_STREAMS } from "~/config/constants";
import { PATHS } from "~/config/paths";
import { mailto, site } from "~/config/site";
import { countWordCapitalized } from "~/lib/count-word";
import { pageMeta } from "~/lib/meta";

import styles from "./info-page.module.css";

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
    <div className={styles.page}>
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
          <MailCta
            address={site.mail.partners}
            subject={`ISP / cable provider partnership: schedule a call with ${site.name}`}
          >
            Schedule a call
            <span className="visually-hidden"> about an ISP partnership</span>
          </MailCta>
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
              Bulk accounts for every unit, room or bed, on one agreement.
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
          <MailCta
            address={site.mail.partners}
            subject={`MDU partnership (apartments, hotels, campuses): schedule a call with ${site.name}`}
          >
            Schedule a call
            <span className="visually-hidden"> about your property</span>
          </MailCta>
        </section>
      </div>

      <PartnerTable />

      <section className={styles.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title">Partner benefits</h2>
        <PartnerBenefits labelledBy="benefits-title" />
      </section>

      <section className={styles.closing} aria-labelledby="talk-title">
        <h2 id="talk-title">Let’s talk about your subscribers</h2>
        <p>
          Tell us about your network or your property, and we will set up a call
          with our partnerships team.
        </p>
        <p className={styles.closingActions}>
          <a
            className={`${buttons.button} ${buttons.primary}`}
            href={mailto(
              site.mail.partners,
              `ISP / cable provider partnership: schedule a call with ${site.name}`,
            )}
          >
            Schedule a call for an ISP
            <span className="visually-hidden"> or cable provider</span>
          </a>
          <a
            className={`${buttons.button} ${buttons.primary}`}
            href={mailto(
              site.mail.partners,
              `MDU partnership (apartments, hotels, campuses): schedule a call with ${site.name}`,
            )}
          >
            Schedule a call for an MDU
            <span className="visually-hidden"> or hotel</span>
          </a>
        </p>
        <p className={styles.aside}>Or write to {site.mail.partners}</p>
      </section>
    </div>
  );
}
