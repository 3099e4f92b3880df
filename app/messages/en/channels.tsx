import { Link } from "react-router";

import { PATHS, packagePath } from "~/config/paths";
import { packageSlug } from "~/lineup/slug";
import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import { nameSearch } from "./name-search";

/**
 * The Channels screen (and Channels Test) in English. The Spanish catalogue,
 * ../es/channels.tsx, has the same keys, or the typecheck fails.
 */
export const channels = {
  meta: {
    title: "Channels",
    description: `See every channel in each ${site.name} package.`,
  },
  testMeta: {
    title: "Channels Test",
    description: `Test view of the ${site.name} channel lineups.`,
  },
  title: "Channels",
  testTitle: "Channels Test",
  intro: (
    <>
      Choose a package to see every channel it includes. Compare prices on{" "}
      <Link to={PATHS.packages}>Packages</Link>, or let the{" "}
      <Link to={PATHS.finder}>Channel Finder</Link> find the cheapest package
      with your channels.
    </>
  ),
  /** What the data region holds, for its spinner, note and error. */
  what: "the channel lineup",
  noPackages: "There are no packages to show yet.",
  unknownPackage: (value: string, shown: string) =>
    `We couldn’t find a package called “${value}”, so here is ${shown}.`,
  /**
   * `?pkg=` names a package this list leaves out (HBO, Showtime): its own
   * page lists it (a plain link: that page ships no script), and Compare.
   */
  elsewherePackage: (title: string, name: string, shown: string) => (
    <>
      {title} is not in this list, so here is {shown}. See{" "}
      <a href={packagePath(packageSlug(name))}>every channel of {title}</a>, or{" "}
      <Link to={`${PATHS.compare}?pkg=${name}`}>
        compare {title} with the other packages
      </Link>
      .
    </>
  ),
  select: {
    label: "Select your package",
    primary: "Primary Packages",
    addOns: "Add-On Packages",
  },
  /** Said in the page's polite region when the visitor picks a package. */
  shown: (title: string, count: string) => `Now showing ${title}: ${count}.`,
  tvChannels: "TV Channels",
  musicChannels: "Music Channels",
  search: {
    label: "Which packages have…?",
    placeholder: "TCM, ESPN, or a kind like sports",
    suggested: "Suggested channels",
    found: "Channels found",
    noCarrier: "No package carries it yet.",
    /** Lists the rest of a long answer. */
    showAll: (count: number) => `Show all ${count}`,
    carriers: (channel: string) => `Packages with ${channel}`,
    status: nameSearch,
  },
};

export type ChannelsMessages = typeof channels;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("channels", channels);
