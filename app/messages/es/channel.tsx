import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { ChannelMessages } from "../en/channel";
import { changes } from "./changes";
import { genreNames } from "./genre-names";
import { nameSearch } from "./name-search";
import { shared } from "./shared";

const lowerFirst = (text: string) =>
  text.charAt(0).toLowerCase() + text.slice(1);

/** A channel's page in Spanish; the keys are those of ../en/channel.tsx. */
export const channel: ChannelMessages = {
  meta: {
    title: (name) => `Mira ${name} en vivo sin cable`,
    description: (name, from, packages) =>
      from === null
        ? `${name} en ${site.name}: sus paquetes, precios y otros nombres.`
        : `Mira ${name} en vivo con ${site.name} desde ${from}, en ${packages === 1 ? "un paquete" : `${packages} paquetes`}. Descubre qué paquetes lo incluyen y la forma más económica de verlo.`,
  },
  kind: {
    tv: `Uno de los canales de TV de ${site.name}`,
    music: `Uno de los canales de música de ${site.name}`,
  },
  genres: "Géneros",
  aliases: "También se conoce como",
  cheapest: {
    title: "La forma más económica de verlo",
    answer: (name, plan, price) =>
      `Mira ${name} con ${plan}, por ${price} en total.`,
    none: (name) => `Ahora mismo ningún paquete a la venta incluye ${name}.`,
    finder: (name) => `Encuentra un paquete para ${name} y tus otros canales`,
  },
  packages: {
    title: (name) => `Paquetes que incluyen ${name}`,
    primary: "Paquetes principales",
    addOns: "Paquetes adicionales",
    addOnsNote: "Un paquete adicional se suma a un paquete principal.",
    none: "Ninguno",
  },
  related: {
    // "Más canales de deportes", "Más canales en español".
    title: (genre) => `Más ${lowerFirst(nameSearch.genres[genre])}`,
    all: "Ver todos los canales por paquete",
  },
  changes: {
    title: "Cambios en nuestros canales",
    lines: changes.lines,
    all: "Todos los cambios en nuestros canales",
  },
  perMonth: shared.perMonth,
  genreNames,
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("channel", channel);
