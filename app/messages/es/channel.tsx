import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { ChannelMessages } from "../en/channel";
import { changes } from "./changes";
import { genreNames } from "./genre-names";
import { shared } from "./shared";

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
    tv: `Un canal de TV de la programación de ${site.name}`,
    music: `Un canal de música de la programación de ${site.name}`,
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
    title: (genre) => `Más canales: ${genre}`,
    all: "Ver todos los canales por paquete",
  },
  changes: {
    title: "Cambios en la programación",
    lines: changes.lines,
    all: "Todos los cambios en la programación",
  },
  perMonth: shared.perMonth,
  genreNames,
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("channel", channel);
