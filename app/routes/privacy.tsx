import { Link } from "react-router";

import type { Route } from "./+types/privacy";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";

import styles from "./info-page.module.css";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy",
    description: `What ${site.name}'s website collects when you visit: no cookies, no analytics, nothing from other companies and no forms.`,
    path: PATHS.privacy,
  });
}

/** Each statement here is what the site's code does; a browser test holds the cookies and origins to it. */
export default function Privacy() {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{site.productLine}</p>
        <h1>Privacy</h1>
        <p className={styles.lead}>
          This website does not track you. Here is everything that happens when
          you visit.
        </p>
      </div>

      <div className={styles.faq}>
        <section className={styles.question} aria-labelledby="collect-title">
          <h2 id="collect-title">What the site collects and stores</h2>
          <ul className={styles.points}>
            <li>No cookies: no page sets one.</li>
            <li>No analytics, no advertising and no tracking pixels.</li>
            <li>
              No requests to other companies: every page, font, picture and data
              file comes from this site.
            </li>
            <li>
              No forms: you never type your name, address or payment details
              here.
            </li>
            <li>
              Nothing kept in your browser: the site does not use local storage.
            </li>
          </ul>
        </section>

        <section className={styles.question} aria-labelledby="server-title">
          <h2 id="server-title">What a visit leaves on our server</h2>
          <p>
            Like every website, ours receives your IP address and your
            browser&apos;s usual request details with each page it sends. Our
            server uses them only to answer and keeps no record of visits. It
            writes to its log only when something fails inside the server, to
            fix the fault, and that entry does not hold your address.
          </p>
          <p>
            What you type into the Channel Finder or the channel search stays in
            your browser. The Channel Finder puts your channels in the page
            address, so you can share the answer; that address reaches our
            server only when you load or share it.
          </p>
        </section>

        <section className={styles.question} aria-labelledby="links-title">
          <h2 id="links-title">Links to other sites</h2>
          <p>
            The app store badges and the web player lead to other sites, which
            have their own privacy policies. Mail links open your own email
            program; nothing is sent until you send it.
          </p>
        </section>

        <section className={styles.question} aria-labelledby="ask-title">
          <h2 id="ask-title">Questions</h2>
          <p>
            Email{" "}
            <a href={`mailto:${site.mail.support}`}>{site.mail.support}</a>. For
            everything else, see{" "}
            <Link to={PATHS.faq}>questions and answers</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
