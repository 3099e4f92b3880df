import type { Route } from "./+types/accessibility";
import { PATHS } from "~/config/paths";
import { mailto, site } from "~/config/site";
import { pageMeta } from "~/lib/meta";

import styles from "./info-page.module.css";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Accessibility",
    description: `The accessibility standard ${site.name}'s website holds to, how we test it, what we know falls short, and how to tell us about a problem.`,
    path: PATHS.accessibility,
  });
}

export default function Accessibility() {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{site.productLine}</p>
        <h1>Accessibility</h1>
        <p className={styles.lead}>
          Everyone should be able to compare our packages and find their
          channels, with a keyboard, a screen reader, a zoomed-in screen or a
          phone.
        </p>
      </div>

      <div className={styles.faq}>
        <section className={styles.question} aria-labelledby="standard-title">
          <h2 id="standard-title">The standard we hold to</h2>
          <p>
            This website aims to meet the Web Content Accessibility Guidelines
            (WCAG) 2.2 at level AA.
          </p>
        </section>

        <section className={styles.question} aria-labelledby="testing-title">
          <h2 id="testing-title">How we test it</h2>
          <ul className={styles.points}>
            <li>
              Automated tests check every page with the axe accessibility
              checker at a phone&apos;s width and a desktop&apos;s, and again
              with its lists loaded, its steps shown and a failed load.
            </li>
            <li>
              Keyboard-only tests open and close the menu, choose a package,
              follow the setup steps and retry a failed load without a mouse,
              and check that every stop of the Tab order shows where the focus
              is.
            </li>
            <li>
              Lighthouse audits every page as a phone sees it and must score 100
              for accessibility.
            </li>
            <li>
              The pages follow your system&apos;s reduced-motion setting, and
              text and controls keep their contrast on the dark theme.
            </li>
          </ul>
        </section>

        <section className={styles.question} aria-labelledby="limits-title">
          <h2 id="limits-title">Known limitations</h2>
          <ul className={styles.points}>
            <li>
              The package, channel and setup lists are loaded by JavaScript.
              With JavaScript turned off, those pages show their text and links
              but not the lists.
            </li>
            <li>
              Channel lineups are long lists. The channel search and the Channel
              Finder are the quicker way to a single channel.
            </li>
            <li>
              Automated checks do not catch every problem. If something stops
              you, we want to hear about it.
            </li>
          </ul>
        </section>

        <section className={styles.question} aria-labelledby="report-title">
          <h2 id="report-title">Tell us about a problem</h2>
          <p>
            Email{" "}
            <a
              href={mailto(
                site.mail.support,
                `Accessibility problem on the ${site.name} website`,
              )}
            >
              {site.mail.support}
            </a>{" "}
            with the page and what got in your way.
          </p>
        </section>
      </div>
    </div>
  );
}
