import { site } from "~/config/site";
import { joinList, plural } from "~/i18n/format";

import { shared } from "./shared";

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
 * The Channel Finder's answer in English: what it says of the cheapest
 * option, of the visitor's bill, and what to do next. Loaded with the
 * answer's code, once a channel is about to be chosen
 * (app/features/finder/load-answer-part.ts), not with the page; the Spanish
 * catalogue, ../es/finder-answer.ts, has the same keys, or the typecheck
 * fails.
 */
export const finderAnswer = {
  /** The cheapest option against the bill, a month and a year. */
  saving: {
    less: (bill: string, month: string, year: string) =>
      `Compared with your bill of ${bill}, the cheapest option is ${month} less a month, ${year} a year.`,
    more: (bill: string, month: string, year: string) =>
      `Compared with your bill of ${bill}, the cheapest option is ${month} more a month, ${year} a year: your bill is lower.`,
    same: (bill: string) =>
      `Compared with your bill of ${bill}, the cheapest option is the same price.`,
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

export type FinderAnswerMessages = typeof finderAnswer;
