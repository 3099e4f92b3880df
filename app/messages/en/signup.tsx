import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import { shared } from "./shared";

/** The Sign Up page in English; ../es/signup.tsx has the same keys. */
export const signup = {
  meta: {
    title: "Sign Up",
    description: `How to get ${site.name} today, and when individual subscriptions open.`,
  },
  title: "Sign Up",
  lead: shared.availability,
  bulk: {
    title: "Bulk and hotel accounts",
    body: "Apartment communities, hotels, campuses and businesses can open accounts today. A sales representative will help you choose packages, plan for your number of units or rooms and get everyone watching.",
    subject: `Please contact me about ${site.name} bulk or hotel accounts`,
    cta: "Email sales to request a call",
  },
  individual: {
    title: "Individual subscriptions",
    body: "Sign-up and payment for individual subscriptions are not on this site yet. When they open, you will sign up right here.",
    subject: `Tell me when ${site.name} sign-up opens`,
    mailBody: `Hello,\n\nPlease email me at this address when individual ${site.name} subscriptions open.\n\nThank you.`,
    cta: "Email me when sign-up opens",
    meanwhile: "Until then, have a look around:",
    tour: [
      <>
        compare the <Link to={PATHS.packages}>packages and prices</Link>
      </>,
      <>
        browse the <Link to={PATHS.channels}>channel lineups</Link>
      </>,
      <>
        see <Link to={PATHS.instructions}>how to watch on your devices</Link>
      </>,
    ],
  },
  partners: (
    <>
      Run an internet service or a cable system? See{" "}
      <Link to={PATHS.partners}>partnerships for ISPs and MDUs</Link>.
    </>
  ),
};

export type SignupMessages = typeof signup;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("signup", signup);
