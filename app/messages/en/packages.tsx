import { Link } from "react-router";

import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

/**
 * The Packages screen in English. The Spanish catalogue, ../es/packages.tsx,
 * has the same keys, or the typecheck fails.
 */
export const packages = {
  meta: {
    title: "Packages",
    description: `Compare the ${site.name} packages and their monthly prices.`,
  },
  title: "Packages",
  intro: [
    <>
      Start with one of our {PRIMARY_PACKAGE_COUNT} primary packages, then add
      any add-on package you like. Every subscription streams on up to{" "}
      {SIMULTANEOUS_STREAMS} screens at once, includes {CATCH_UP_HOURS}-hour
      catch-up and comes with no contract: cancel anytime.
    </>,
    <>
      To see every channel in a package, visit{" "}
      <Link to={PATHS.channels}>Channels</Link>. Not sure which package has your
      channels? The <Link to={PATHS.finder}>Channel Finder</Link> works out the
      cheapest way to get them, and{" "}
      <Link to={PATHS.compare}>Compare Packages</Link> sets every channel
      against every package. Other questions, from screens to devices, are
      answered in <Link to={PATHS.faq}>questions and answers</Link>.
    </>,
  ],
  /** What the data region holds, for its spinner, note and error. */
  what: "the packages",
  primary: "Primary Packages",
  addOns: "Add-on Packages",
  columns: {
    title: "Title",
    channels: "Channels",
    description: "Description",
    price: "Price",
  },
  adds: {
    /** An add-on a primary package holds whole. */
    holder: (total: number, primary: string) =>
      total === 1
        ? `Its channel comes with ${primary}.`
        : `All ${total} channels come with ${primary}.`,
    intro: "New channels it adds to each primary package:",
    listName: (addOn: string) => `New channels ${addOn} adds`,
    count: (count: number) =>
      count === 0
        ? "none"
        : plural("en", count, {
            one: "1 channel",
            other: `${count} channels`,
          }),
  },
};

export type PackagesMessages = typeof packages;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("packages", packages);
