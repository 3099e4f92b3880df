import { site } from "~/config/site";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import type { PackageMessages } from "../en/package";
import { shared } from "./shared";

const channels = (count: number) =>
  plural("es", count, { one: "1 canal", other: `${count} canales` });

/** A package's page in Spanish; the keys are those of ../en/package.tsx. */
export const packagePage: PackageMessages = {
  meta: {
    title: (title) => `${site.name} ${title}: canales y precio`,
    description: (title, price, counts) =>
      `Todos los canales de ${site.name} ${title}, ${counts}, por ${price}. Mira la lista completa y lo que agrega.`,
  },
  kind: { primary: "Paquete principal", addOn: "Paquete adicional" },
  card: {
    alt: (title, price, counts) => `${site.name} ${title}: ${price}, ${counts}`,
  },
  price: "Precio",
  channels: "Canales",
  notOnSale: "Este paquete no está a la venta en este momento.",
  tvChannels: "Canales de TV",
  musicChannels: "Canales de música",
  over: {
    title: (below) => `Lo que trae además de ${below}`,
    summary: (title, count, below) =>
      count === 0
        ? `${title} tiene todos los canales de ${below} y ninguno más.`
        : `${title} tiene todo lo de ${below} y además ${channels(count)}:`,
    listName: (title, below) => `Canales de ${title} que no están en ${below}`,
  },
  goesWith: {
    title: "Con qué paquetes se combina",
    intro: (title) =>
      `${title} es un paquete adicional: se suma a cualquier paquete principal. Canales nuevos que suma a cada uno:`,
    count: (count) => (count === 0 ? "ninguno" : channels(count)),
    heldBy: (title, holder) =>
      `Todos los canales de ${title} ya vienen incluidos en ${holder}.`,
  },
  finder: {
    title: "Encuentra la opción más económica",
    text: (title) =>
      `El Buscador de canales se abre con todos los canales de ${title} ya elegidos: quita los que no necesitas, agrega los que quieras y te dice cuáles son los paquetes más económicos.`,
    link: (title) => `Abre los canales de ${title} en el Buscador`,
  },
  more: {
    packages: "Todos los paquetes y sus precios",
    compare: "Compara los paquetes canal por canal",
  },
  perMonth: shared.perMonth,
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("package", packagePage);
