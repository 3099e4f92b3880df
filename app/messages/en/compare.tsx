import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { shared } from "./shared";
import { nameSearch } from "./name-search";

/**
 * Compare Packages in English. The Spanish catalogue, ../es/compare.tsx, has
 * the same keys, or the typecheck fails.
 */
export const compare = {
  meta: {
    title: "Compare Packages",
    description: `Every ${site.name} channel against every package: check which packages carry a channel, with each package's channel count and monthly price.`,
  },
  title: "Compare Packages",
  intro: (
    <>
      Every channel against our primary packages and add-ons, with each
      package’s channel count and monthly price. Looking for the cheapest way to
      get certain channels? Try the{" "}
      <Link to={PATHS.finder}>Channel Finder</Link>.
    </>
  ),
  /** What the data region holds, for its spinner, note and error. */
  what: "the packages and channels",
  filter: "Filter channels by name",
  download: "Download CSV",
  downloadNote:
    "The file holds every channel and package, whatever the filter shows.",
  /** The downloaded file's name after the site's, without ".csv". */
  fileName: "channels-by-package",
  toggles: "Packages to show",
  tableTitle: "Channels by package",
  all: (total: number) =>
    plural("en", total, { one: "1 channel.", other: `All ${total} channels.` }),
  showing: (shown: number, total: number) =>
    `Showing ${shown} of ${plural("en", total, { one: "1 channel", other: `${total} channels` })}.`,
  noMatch: nameSearch.noMatch,
  noColumns: "Choose at least one package to compare.",
  /** The table's words, and the CSV file's, which has the same header. */
  matrix: {
    scrollHint: "Scroll the table sideways for every package",
    channel: "Channel",
    primary: "Primary",
    addOn: "Add-on",
    /** A column's channel count, TV and music apart: "61 TV + 50 music", or "27 channels". */
    count: (tvCount: number, musicCount: number) =>
      musicCount > 0
        ? `${tvCount} TV + ${musicCount} music`
        : plural("en", tvCount, {
            one: `${tvCount} channel`,
            other: `${tvCount} channels`,
          }),
    /** Follows an amount: "$39.99/mo". */
    perMonth: shared.perMonth,
    included: "Included",
    notIncluded: "Not included",
    yes: "Yes",
    no: "No",
  },
};

export type CompareMessages = typeof compare;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("compare", compare);
