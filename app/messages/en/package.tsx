import { site } from "~/config/site";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { shared } from "./shared";

const channels = (count: number) =>
  plural("en", count, { one: "1 channel", other: `${count} channels` });

/** A package's page in English; ../es/package.tsx has the same keys. */
export const packagePage = {
  meta: {
    title: (title: string) => `${site.name} ${title}: channels and price`,
    /** `price`: "$34.50/mo"; `counts`: "61 TV channels + 50 music channels". */
    description: (title: string, price: string, counts: string) =>
      `Every channel in ${site.name} ${title}, ${counts}, for ${price}. See the full list and what it adds.`,
  },
  kind: { primary: "Primary package", addOn: "Add-on package" },
  /** The page's link-preview card (build-tools/share-cards.ts). */
  card: {
    /** `price`: "$34.50/mo"; `counts`: "61 TV channels + 50 music channels". */
    alt: (title: string, price: string, counts: string) =>
      `${site.name} ${title}: ${price}, ${counts}`,
  },
  price: "Price",
  channels: "Channels",
  notOnSale: "This package is not on sale right now.",
  tvChannels: "TV Channels",
  musicChannels: "Music Channels",
  over: {
    title: (below: string) => `What it adds to ${below}`,
    summary: (title: string, count: number, below: string) =>
      count === 0
        ? `${title} has every channel of ${below} and no other.`
        : `${title} has everything in ${below}, plus ${channels(count)}:`,
    listName: (title: string, below: string) =>
      `Channels in ${title} and not in ${below}`,
  },
  goesWith: {
    title: "Which packages it goes with",
    intro: (title: string) =>
      `${title} is an add-on: it comes on top of any primary package. New channels it adds to each:`,
    count: (count: number) => (count === 0 ? "none" : channels(count)),
    heldBy: (title: string, holder: string) =>
      `Every channel of ${title} already comes with ${holder}.`,
  },
  finder: {
    title: "Find the cheapest way",
    text: (title: string) =>
      `The Channel Finder opens with every channel of ${title} chosen: remove the ones you can do without, add the ones you want, and it works out the cheapest packages.`,
    link: (title: string) => `Open the channels of ${title} in the Finder`,
  },
  more: {
    packages: "Every package and price",
    compare: "Compare the packages channel by channel",
  },
  perMonth: shared.perMonth,
};

export type PackageMessages = typeof packagePage;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("package", packagePage);
