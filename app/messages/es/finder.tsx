import { Link } from "react-router";

import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { joinList, plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import type { FinderMessages } from "../en/finder";
import { nameSearch } from "./name-search";

const PATHS = pathsFor("es");

/** The Channel Finder in Spanish; the keys are those of ../en/finder.tsx. */
export const finder: FinderMessages = {
  meta: {
    title: "Buscador de canales",
    description: `Elige los canales que ves y descubre los paquetes de ${site.name} más económicos que los incluyen todos, y cuánto cuestan al mes.`,
  },
  title: "Buscador de canales",
  intro: (
    <>
      ¿Qué paquete tiene tus canales y cuánto cuesta? Agrega los canales que ves
      y calculamos la forma más económica de tenerlos todos: un paquete
      principal más los paquetes adicionales que hagan falta, con precios
      mensuales. Para ver todos los canales lado a lado,{" "}
      <Link to={PATHS.compare}>compara los paquetes</Link>.
    </>
  ),
  what: "los paquetes y canales",
  search: {
    label: "Agrega un canal",
    suggested: "Canales sugeridos",
    matching: "Canales que coinciden",
    howTo:
      "Escribe un canal o un tipo (deportes, noticias) y elígelo de la lista.",
    howToKeys: "Con teclado, también puedes usar las flechas y Enter.",
    pickOne: "Elige uno de la lista.",
    alreadyChosen: (names) =>
      `${joinList("es", names)} ya ${names.length === 1 ? "está" : "están"} en tus canales.`,
    tooMany: (count, limit) =>
      `${count} canales coinciden; te mostramos los primeros ${limit}. Sigue escribiendo para afinar la búsqueda.`,
    status: nameSearch,
  },
  ignored: (count) =>
    plural("es", count, {
      one: "Un canal de este enlace no está en nuestra lista de canales, así que lo dejamos fuera.",
      other: `${count} canales de este enlace no están en nuestra lista de canales, así que los dejamos fuera.`,
    }),
  chips: {
    title: (count) => `Tus canales (${count})`,
    remove: "Quitar",
    removeAll: "Quitar todos",
  },
  changed: {
    added: (names) => `Agregaste ${joinList("es", names)}.`,
    removed: (names) => `Quitaste ${joinList("es", names)}.`,
  },
  popular: {
    title: "Empieza con un canal popular",
    moreTitle: "Agrega otro canal popular",
    text: (tvCount, musicCount) =>
      `Toca un canal o busca arriba entre nuestros ${tvCount} canales de TV y ${musicCount} de música. Agrega todos los canales que ves y te mostramos el paquete más económico, con los adicionales que le hagan falta, y su precio al mes.`,
    add: "Agregar",
  },
  bill: {
    label: "Tu factura de cable o satélite ($/mes)",
    optional: "Opcional: escríbela para ver cuánto ahorrarías.",
    invalid: {
      format: "Escribe tu factura en dólares, como 120 o 120.50.",
      tooHigh:
        "Esa cantidad parece demasiado alta para una factura mensual. Escríbela en dólares al mes.",
      zero: "Escribe una cantidad mayor que $0.",
    },
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("finder", finder);
