import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { shared } from "./shared";
import { genreNames } from "./genre-names";
import { nameSearch } from "./name-search";

const tvChannels = (count: number) =>
  plural("en", count, { one: "1 TV channel", other: `${count} TV channels` });

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
  filter: "Find a channel, or a kind like sports",
  genre: { label: "Kind of channel", all: "All kinds", names: genreNames },
  download: "Download this comparison (CSV, for spreadsheets)",
  downloadNote:
    "The file holds every channel and package, whatever the filter shows.",
  /** The downloaded file's name after the site's, without ".csv". */
  fileName: "channels-by-package",
  toggles: "Packages to show",
  /** Said when a package's column is hidden or shown again. */
  toggled: (title: string, shown: boolean, count: number, total: number) =>
    `${title} ${shown ? "shown" : "hidden"}. The table shows ${count} of ${total} packages.`,
  tableTitle: "Channels by package",
  /** The whole lineup, TV and music apart: "All 201 TV channels and 50 music channels." */
  all: (tv: number, music: number) =>
    music > 0
      ? `All ${tvChannels(tv)} and ${music} music channels.`
      : `All ${tvChannels(tv)}.`,
  /** What the filters leave, TV and music apart. */
  showing: (
    shown: { tv: number; music: number },
    total: { tv: number; music: number },
  ) =>
    total.music > 0
      ? `Showing ${shown.tv} of ${tvChannels(total.tv)} and ${shown.music} of ${total.music} music channels.`
      : `Showing ${shown.tv} of ${tvChannels(total.tv)}.`,
  noMatch: nameSearch.noMatch,
  /** What the name filter found: a kind, or a channel the lineup does not have. */
  search: nameSearch,
  noColumns: "Choose at least one package to compare.",
  /** `?pkg=` names a package: the table lists only its channels. */
  onlyPackage: (title: string) => `Listing only the channels of ${title}.`,
  showEvery: "Show every channel",
  /** `?pkg=` names no package: the whole table, and why. */
  unknownPackage: (value: string) =>
    `We couldn’t find a package called “${value}”, so here is every channel.`,
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
