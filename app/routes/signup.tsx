import { Link } from "react-router";

import type { Route } from "./+types/signup";
import { MailCta } from "~/components/mail-cta";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";

import styles from "./info-page.module.css";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Sign Up",
    description:
      "How to get Keystone TV today, and when individual subscriptions open.",
    path: PATHS.signup,
  });
}

/** Informational: sign-up and payment are not on the site yet, so there is no form. */
export default function Screen() {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{site.productLine}</p>
        <h1>Sign Up</h1>
        <p className={styles.lead}>{site.availability}</p>
      </div>

      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="bulk-title">
          <h2 id="bulk-title">Bulk and hotel accounts</h2>
          <p>
            Apartment communities, hotels, campuses and businesses can open
            accounts today. A sales representative will help you choose
            packages, plan for your number of units or rooms and get everyone
            watching.
          </p>
          <MailCta
            address={site.mail.sales}
            subject={`Please contact me about ${site.name} bulk or hotel accounts`}
          >
            Email sales to request a call
          </MailCta>
        </section>

        <section className={styles.panel} aria-labelledby="individual-title">
          <h2 id="individual-title">Individual subscriptions</h2>
          <p>
            Sign-up and payment for individual subscriptions are not on this
            site yet. When they open, you will sign up right here.
          </p>
          <MailCta
            address={site.mail.support}
            subject={`Tell me when ${site.name} sign-up opens`}
            body={`Hello,\n\nPlease email me at this address when individual ${site.name} subscriptions open.\n\nThank you.`}
          >
            Email me when sign-up opens
          </MailCta>
          <p>Until then, have a look around:</p>
          <ul className={styles.points}>
            <li>
              compare the <Link to={PATHS.packages}>packages and prices</Link>
            </li>
            <li>
              browse the <Link to={PATHS.channels}>channel lineups</Link>
            </li>
            <li>
              see{" "}
              <Link to={PATHS.instructions}>how to watch on your devices</Link>
            </li>
          </ul>
        </section>
      </div>

      <p>
        Run an internet service or a cable system? See{" "}
        <Link to={PATHS.partners}>partnerships for ISPs and MDUs</Link>.
      </p>
    </div>
  );
}
