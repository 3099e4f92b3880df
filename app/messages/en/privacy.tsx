import type { ReactNode } from "react";
import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

/**
 * The Privacy page in English. Each statement is what the site's code does.
 * The Spanish catalogue, ../es/privacy.tsx, has the same keys and states the
 * same facts.
 */
export const privacy = {
  meta: {
    title: "Privacy",
    description: `What ${site.name}'s website collects when you visit: no cookies, no analytics, nothing from other companies and no forms.`,
  },
  title: "Privacy",
  lead: "This website does not track you. Here is everything that happens when you visit.",
  collect: {
    title: "What the site collects and stores",
    points: [
      "No cookies: no page sets one.",
      "No analytics, no advertising and no tracking pixels.",
      "No requests to other companies: every page, font, picture and data file comes from this site.",
      "No forms: you never type your name, address or payment details here.",
      "One thing kept in your browser, and only if you choose a language, with the language link or the line that offers the Spanish page: that choice, in local storage. Once you choose Spanish, the home page opens in Spanish and an English page offers you its Spanish version; once you choose English, the site stops offering you Spanish. It never leaves your browser.",
    ],
  },
  server: {
    title: "What a visit leaves on our server",
    paragraphs: [
      "Like every website, ours receives your IP address and your browser's usual request details with each page it sends. Our server uses them only to answer and keeps no record of visits. It writes to its log only when something fails inside the server, to fix the fault, and that entry does not hold your address.",
      "What you type into the Channel Finder or the channel search stays in your browser. The Channel Finder puts your channels in the page address, so you can share the answer; that address reaches our server only when you load or share it.",
    ],
  },
  links: {
    title: "Links to other sites",
    body: "The app store badges and the web player lead to other sites, which have their own privacy policies. Mail links open your own email app; nothing is sent until you send it.",
  },
  questions: {
    title: "Questions",
    body: (mail: ReactNode) => (
      <>
        Email {mail}. For everything else, see{" "}
        <Link to={PATHS.faq}>questions and answers</Link>.
      </>
    ),
  },
};

export type PrivacyMessages = typeof privacy;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("privacy", privacy);
