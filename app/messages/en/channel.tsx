import { site } from "~/config/site";
import type { GenreKey } from "~/config/genres";
import { wordsHandle } from "~/i18n/words";

import { changes } from "./changes";
import { genreNames } from "./genre-names";
import { shared } from "./shared";

/** A channel's page in English; ../es/channel.tsx has the same keys. */
export const channel = {
  meta: {
    title: (name: string) => `Watch ${name} live without cable`,
    /** `from`: the cheapest monthly price, "$34.50/mo"; null when no package carries it. */
    description: (name: string, from: string | null, packages: number) =>
      from === null
        ? `${name} on ${site.name}: its packages, prices and other names.`
        : `Stream ${name} live on ${site.name} from ${from}, in ${packages === 1 ? "one package" : `${packages} packages`}. See which packages carry it and the cheapest way to watch.`,
  },
  kind: {
    tv: `A TV channel in the ${site.name} lineup`,
    music: `A music channel in the ${site.name} lineup`,
  },
  genres: "Genres",
  aliases: "Also called",
  cheapest: {
    title: "The cheapest way to watch",
    /** `plan`: "Core" or "Core and Sports Fanatic"; `price`: "$34.50/mo". */
    answer: (name: string, plan: string, price: string) =>
      `Get ${name} with ${plan}, for ${price} in all.`,
    none: (name: string) => `No package on sale carries ${name} right now.`,
    finder: (name: string) =>
      `Find a package for ${name} and your other channels`,
  },
  packages: {
    title: (name: string) => `Packages with ${name}`,
    primary: "Primary packages",
    addOns: "Add-on packages",
    addOnsNote: "An add-on comes on top of a primary package.",
    none: "None",
  },
  related: {
    title: (genre: GenreKey) => `More channels: ${genreNames[genre]}`,
    all: "See every channel by package",
  },
  changes: {
    title: "Lineup changes",
    lines: changes.lines,
    all: "Every lineup change",
  },
  perMonth: shared.perMonth,
  genreNames,
};

export type ChannelMessages = typeof channel;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("channel", channel);
