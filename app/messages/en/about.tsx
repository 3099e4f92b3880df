import { Link } from "react-router";

import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { countWordCapitalized } from "~/i18n/count-word";
import { wordsHandle } from "~/i18n/words";

/**
 * The About page in English: who is behind the service, what it offers (the
 * claims Home states, the data's figures) and whom each address reaches. The
 * Spanish catalogue, ../es/about.tsx, has the same keys.
 */
export const about = {
  meta: {
    title: "About us",
    description: `Who is behind ${site.productLine}: ${site.legalName} of ${site.address.locality}, what we offer, and whom to email about partnerships, bulk and hotel accounts or help with watching.`,
  },
  title: `About ${site.name}`,
  lead: `${site.productLine} streams licensed live U.S. TV channels over the internet, as a replacement for cable. Here is who is behind it, what it offers and how to reach us.`,
  company: {
    title: "The company",
    body: `${site.productLine} is a service of ${site.legalName}, based in ${site.address.locality}.`,
    address: "Postal address",
  },
  offer: {
    title: "What we offer",
    /** `from`: the lowest monthly price of a primary package, "$39.99/mo"; null with none on sale. */
    packages: (from: string | null): string =>
      `${countWordCapitalized("en", PRIMARY_PACKAGE_COUNT)} primary packages${from ? ` from ${from}` : ""}, plus add-on packages.`,
    channels:
      "Sports, local networks, news and Spanish-language channels, with movies on the top-tier packages.",
    screens: `${countWordCapitalized("en", SIMULTANEOUS_STREAMS)} screens at once on every active subscription, and ${CATCH_UP_HOURS}-hour catch-up for the shows you missed.`,
    terms: "No contracts. Cancel anytime.",
    /** Each device of the instructions file, with its active platforms. */
    watch: {
      title: "Ways to watch",
      steps: <Link to={PATHS.instructions}>See the setup steps for each</Link>,
    },
    price:
      "We can match most channel lineups and beat the price you pay for cable today.",
    partners: (
      <>
        Internet and cable providers, apartment buildings and hotels can offer{" "}
        {site.name} to their subscribers, residents and guests:{" "}
        <Link to={PATHS.partners}>see how it works</Link>.
      </>
    ),
  },
  contact: {
    title: "How to reach us",
    lead: "Each address reaches one team, so your message goes straight to the people who can help.",
    /** Before each address. */
    email: "Email:",
    partners: {
      title: "Partnerships",
      purpose: `For internet service and cable providers that want to offer ${site.name} to their subscribers.`,
    },
    sales: {
      title: "Sales",
      purpose:
        "For bulk and hotel accounts: apartment buildings, hotels, campuses and businesses.",
    },
    support: {
      title: "Support",
      purpose:
        "For help with watching, and to hear when individual sign-up opens.",
    },
  },
};

export type AboutMessages = typeof about;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("about", about);
