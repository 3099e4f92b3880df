import { Link } from "react-router";

import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { countWord, countWordCapitalized } from "~/i18n/count-word";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { shared } from "./shared";

/**
 * Home in English (the heading and the availability sentence are the shared
 * `tagline` and `availability`). The Spanish catalogue, ../es/home.tsx, has
 * the same keys, or the typecheck fails.
 */
export const home = {
  meta: {
    title: "Live TV without cable",
    description: `${site.name} streams live U.S. TV channels as a cable replacement: ${countWord("en", PRIMARY_PACKAGE_COUNT)} packages plus add-ons, no contracts, cancel anytime.`,
  },
  lead: "Live U.S. TV channels in your browser, on your phone and on your smart TV: a cable replacement without the contract.",
  /** Said after the sign-up month, which takes the availability sentence's first half (`shared`). */
  orderNow: shared.orderNow,
  orderLink: "How to order for a property or network",
  watchTitle: "Watch now or get the app",
  /** The promo scene, described for those who cannot see it. */
  promoAlt:
    "A live game playing on a television, with the same channel on a phone and a film on a tablet beside it.",
  about: {
    title: "The channels you watch on cable, streamed live",
    body: `${site.name} streams licensed live channels over the internet you already have, to the screens you already own. We can match most channel lineups and beat the price you pay for cable today.`,
    claims: [
      <>
        {countWordCapitalized("en", PRIMARY_PACKAGE_COUNT)} primary packages
        plus add-on packages: compare them on the{" "}
        <Link to={PATHS.packages}>packages page</Link>.
      </>,
      <>
        Sports, local networks, news and Spanish-language channels, with movies
        on the top-tier packages. See{" "}
        <Link to={PATHS.channels}>every channel in each package</Link>, or{" "}
        <Link to={PATHS.finder}>
          find the cheapest package with your channels
        </Link>
        .
      </>,
      <>
        {countWordCapitalized("en", SIMULTANEOUS_STREAMS)} screens at once on
        every active subscription.
      </>,
      <>{CATCH_UP_HOURS}-hour catch-up for the shows you missed.</>,
      <>
        No contracts. Cancel anytime. (Bulk and partner agreements are set with
        our sales team.)
      </>,
    ],
    partners: (
      <>
        Run an internet service, a cable system, apartments or a hotel?{" "}
        <Link to={PATHS.partners}>
          Offer {site.name} to your subscribers and residents
        </Link>
        .
      </>
    ),
  },
  plans: {
    title: (price: string) => `Plans from ${price}`,
    titleWithoutPrice: "Our plans",
    counts: (tv: number, music: number) =>
      music > 0
        ? `${tv} TV + ${music} music channels`
        : plural("en", tv, {
            one: "1 TV channel",
            other: `${tv} TV channels`,
          }),
    seeChannels: (title: string) => `See the ${title} channels`,
    more: (
      <>
        Any plan can take add-on packages. See{" "}
        <Link to={PATHS.packages}>every package and add-on</Link>, or read the{" "}
        <Link to={PATHS.faq}>questions and answers</Link>.
      </>
    ),
  },
  /** The store badges' words; the links are in app/config/site.ts. The
   * visible kicker and label start each badge's name, `detail` ends it. */
  stores: {
    web: {
      kicker: "Watch now",
      label: "On the web",
      detail: `— the ${site.name} web player`,
    },
    ios: {
      kicker: "Download on the",
      label: "App Store",
      detail: "— the iPhone and iPad app",
    },
    android: {
      kicker: "Get it on",
      label: "Google Play",
      detail: "— the Android app",
    },
    amazon: {
      kicker: "Available at",
      label: "Amazon Appstore",
      detail: "— the Fire TV app",
    },
    roku: {
      kicker: "Add the channel on",
      label: "Roku",
      detail: `— the ${site.name} channel in the Roku Channel Store`,
    },
    samsung: {
      kicker: "Available on",
      label: "Samsung Smart TV",
      detail: "— the app for Samsung TVs",
    },
    lg: {
      kicker: "Available on",
      label: "LG Smart TV",
      detail: "— the app in the LG Content Store",
    },
  },
};

export type HomeMessages = typeof home;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("home", home);
