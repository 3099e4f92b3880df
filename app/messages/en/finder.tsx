import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { joinList, plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { nameSearch } from "./name-search";

/**
 * The Channel Finder in English. Amounts arrive written as money ("$12.34");
 * the Spanish catalogue, ../es/finder.tsx, has the same keys, or the
 * typecheck fails.
 */
export const finder = {
  meta: {
    title: "Channel Finder",
    description: `Pick the channels you watch and see the cheapest ${site.name} packages that carry them all, and what they cost each month.`,
  },
  title: "Channel Finder",
  intro: (
    <>
      Which package gets you your channels, and for how much? Add the channels
      you watch and we work out the cheapest way to get them all: one primary
      package plus any add-ons, at monthly prices. To see every channel side by
      side, <Link to={PATHS.compare}>compare the packages</Link>.
    </>
  ),
  /** What the data region holds, for its spinner, note and error. */
  what: "the packages and channels",
  search: {
    label: "Add a channel",
    suggested: "Suggested channels",
    matching: "Matching channels",
    howTo:
      "Type part of a channel's name, or a kind of channel such as sports or news, then tap or click it in the list.",
    /** Said only where a keyboard is likely to be the input. */
    howToKeys: "With a keyboard, you can also use the arrow keys and Enter.",
    pickOne: "Pick one from the list.",
    /** A search whose only matches are channels already added. */
    alreadyChosen: (names: readonly string[]) =>
      `${joinList("en", names)} ${names.length === 1 ? "is" : "are"} already in your channels.`,
    tooMany: (count: number, limit: number) =>
      `${count} channels match; the first ${limit} are listed. Keep typing to narrow it down.`,
    status: nameSearch,
  },
  ignored: (count: number) =>
    plural("en", count, {
      one: "One channel in this link is not in our lineup, so it is left out.",
      other: `${count} channels in this link are not in our lineup, so they are left out.`,
    }),
  chips: {
    title: (count: number) => `Your channels (${count})`,
    /** Read before the channel's name: "Remove ESPN". */
    remove: "Remove",
    removeAll: "Remove all",
  },
  /** What the page's polite region says of channels just added or removed, by name. */
  changed: {
    added: (names: readonly string[]) => `Added ${joinList("en", names)}.`,
    removed: (names: readonly string[]) => `Removed ${joinList("en", names)}.`,
  },
  popular: {
    title: "Start with a popular channel",
    /** After a first choice, the same buttons under another heading. */
    moreTitle: "Add another popular channel",
    text: (tvCount: number, musicCount: number) =>
      `Tap a channel, or search above for any of our ${tvCount} TV channels and ${musicCount} music channels. Add every channel you watch and we show the cheapest package, with any add-ons it needs, and its monthly price.`,
    /** Read before the channel's name: "Add ESPN". */
    add: "Add",
  },
  bill: {
    label: "Your cable or satellite bill ($/month)",
    optional: "Optional: enter it to see what you would save.",
    /** Why a typed bill cannot be read. */
    invalid: {
      format: "Enter your bill in dollars, like 120 or 120.50.",
      tooHigh:
        "That looks too high for a monthly bill. Enter it in dollars a month.",
      zero: "Enter a bill of more than $0.",
    },
  },
};

export type FinderMessages = typeof finder;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("finder", finder);
