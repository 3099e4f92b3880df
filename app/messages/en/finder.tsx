import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { joinList, plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { shared } from "./shared";
import { nameSearch } from "./name-search";

/** "1 TV channel", "50 music channels". */
const kindCount = (count: number, kind: "TV" | "music") =>
  plural("en", count, {
    one: `${count} ${kind} channel`,
    other: `${count} ${kind} channels`,
  });

/** What an option holds: "61 TV channels and 50 music channels", or "1 TV channel". */
const optionChannels = (tvCount: number, musicCount: number) =>
  musicCount > 0
    ? `${kindCount(tvCount, "TV")} and ${kindCount(musicCount, "music")}`
    : kindCount(tvCount, "TV");

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
    howToKeys: "You can also choose it with the arrow keys and Enter.",
    pickOne: "Pick one from the list.",
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
    /** The cheapest option against the bill, a month and a year. */
    saving: {
      less: (bill: string, month: string, year: string) =>
        `Compared with your bill of ${bill}, the cheapest option is ${month} less a month, ${year} a year.`,
      more: (bill: string, month: string, year: string) =>
        `Compared with your bill of ${bill}, the cheapest option is ${month} more a month, ${year} a year: your bill is lower.`,
      same: (bill: string) =>
        `Compared with your bill of ${bill}, the cheapest option is the same price.`,
    },
  },
  next: {
    title: "Keep this answer",
    notify: "Email me when sign-up opens",
    notifySubject: (option: string | null) =>
      option
        ? `Tell me when ${site.name} sign-up opens (${option})`
        : `Tell me when ${site.name} sign-up opens`,
    notifyBody: (
      option: { name: string; price: string } | null,
      channels: string,
      link: string,
    ) =>
      [
        "Hello,",
        "",
        `Please email me at this address when individual ${site.name} subscriptions open.`,
        ...(option
          ? [
              `The Channel Finder's cheapest option for my channels is ${option.name}, ${option.price}.`,
            ]
          : []),
        `My channels: ${channels}.`,
        `My answer: ${link}`,
        "",
        "Thank you.",
      ].join("\n"),
    copy: "Copy link to this answer",
    copiedButton: "Link copied",
    copied: "Link copied. Paste it to share this answer or come back to it.",
    copyFailed:
      "The link could not be copied. Copy it from your browser's address bar.",
  },
  answer: {
    title: "Your cheapest option",
    summary: (option: string, price: string) =>
      `Cheapest: ${option}, ${price}.`,
    summaryNone: "No package carries the channels you chose.",
    /** Channel names as prose: "ESPN, CNN and HBO". */
    list: (names: readonly string[]) => joinList("en", names),
    monthly: (amount: string) => `${amount}${shared.perMonth}`,
    uncarried: (list: string, count: number, optionsShown: boolean) =>
      `None of our packages carries ${list}${
        optionsShown
          ? `, so no option below includes ${count === 1 ? "it" : "them"}.`
          : "."
      }`,
    noPrice: "Add a channel that one of our packages carries to see a price.",
    /** Music channels come with every primary package, so the price is per TV channel. */
    perTvChannel: (amount: string, tvCount: number, musicCount: number) =>
      `About ${amount} per TV channel a month, across its ${kindCount(tvCount, "TV")}${
        musicCount > 0
          ? ` (its ${kindCount(musicCount, "music")} not counted)`
          : ""
      }.`,
    leftOut: (list: string) =>
      `No single combination carries all of your channels: this one leaves out ${list}.`,
    partsTitle: "What each part adds",
    primaryKind: "primary package",
    addOnKind: "add-on",
    bringsNothing:
      "None of your channels; every add-on needs a primary package.",
    primaryBrings: (count: number, list: string) =>
      `${plural("en", count, { one: `${count} channel`, other: `${count} channels` })} of yours: ${list}.`,
    addOnBrings: (list: string) => `Adds ${list}.`,
    othersTitle: "Next cheapest",
    noOthers: "No other combination gets you them all.",
    optionChannels,
    /** An option after its name: "$59.99/mo, $25.49 more, 3 TV channels." */
    other: ({
      price,
      extra,
      tvCount,
      musicCount,
      leftOut,
    }: {
      price: string;
      /** How much more than the cheapest; null when the same. */
      extra: string | null;
      tvCount: number;
      musicCount: number;
      /** The chosen channels it leaves out; null when none. */
      leftOut: string | null;
    }) =>
      `${price}${extra === null ? ", the same price" : `, ${extra} more`}, ${optionChannels(tvCount, musicCount)}${
        leftOut === null ? "" : `; leaves out ${leftOut}`
      }.`,
  },
};

export type FinderMessages = typeof finder;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("finder", finder);
