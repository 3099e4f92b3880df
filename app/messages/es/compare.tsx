import { Link } from "react-router";

import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import type { CompareMessages } from "../en/compare";
import { shared } from "./shared";
import { genreNames } from "./genre-names";
import { nameSearch } from "./name-search";

const PATHS = pathsFor("es");

const tvChannels = (count: number) =>
  plural("es", count, {
    one: "1 canal de TV",
    other: `${count} canales de TV`,
  });

/** Each genre's name, as the choice of kinds shows it; the keys are those of ../en/compare.tsx. */

/** Compare Packages in Spanish; the keys are those of ../en/compare.tsx. */
export const compare: CompareMessages = {
  meta: {
    title: "Compara los paquetes",
    description: `Mira en qué paquetes de ${site.name} está cada canal, con la cantidad de canales y el precio al mes de cada paquete.`,
  },
  title: "Compara los paquetes",
  intro: (
    <>
      Mira en qué paquetes, principales y adicionales, está cada canal, con la
      cantidad de canales y el precio al mes de cada paquete. ¿Buscas la forma
      más económica de tener ciertos canales? Prueba el{" "}
      <Link to={PATHS.finder}>Buscador de canales</Link>.
    </>
  ),
  what: "los paquetes y canales",
  filter: "Busca un canal o un tipo, como deportes",
  genre: {
    label: "Tipo de canal",
    all: "Todos los tipos",
    names: genreNames,
  },
  download: "Descargar esta comparación (CSV, para hojas de cálculo)",
  downloadNote:
    "El archivo incluye todos los canales y paquetes, sin importar el filtro.",
  fileName: "canales-por-paquete",
  toggles: "Paquetes que quieres ver",
  toggled: (title, shown, count, total) =>
    `${shown ? "Se volvió a mostrar" : "Se ocultó"} ${title}. La tabla muestra ${count} de ${total} paquetes.`,
  tableTitle: "Canales por paquete",
  all: (tv, music) =>
    music > 0
      ? `Todos los canales: ${tvChannels(tv)} y ${music} de música.`
      : `Todos los canales: ${tvChannels(tv)}.`,
  showing: (shown, total) =>
    total.music > 0
      ? `Se muestran ${shown.tv} de ${tvChannels(total.tv)} y ${shown.music} de ${total.music} canales de música.`
      : `Se muestran ${shown.tv} de ${tvChannels(total.tv)}.`,
  noMatch: nameSearch.noMatch,
  /** What the name filter found: a kind, or a channel the lineup does not have. */
  search: nameSearch,
  noColumns: "Elige al menos un paquete para comparar.",
  onlyPackage: (title) => `Solo se listan los canales de ${title}.`,
  showEvery: "Ver todos los canales",
  unknownPackage: (value) =>
    `No encontramos ningún paquete llamado “${value}”, así que te mostramos todos los canales.`,
  matrix: {
    scrollHint: "Desliza la tabla para ver todos los paquetes",
    channel: "Canal",
    primary: "Principal",
    addOn: "Adicional",
    count: (tvCount, musicCount) =>
      musicCount > 0
        ? `${tvCount} de TV + ${musicCount} de música`
        : plural("es", tvCount, {
            one: `${tvCount} canal`,
            other: `${tvCount} canales`,
          }),
    perMonth: shared.perMonth,
    included: "Incluido",
    notIncluded: "No incluido",
    yes: "Sí",
    no: "No",
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("compare", compare);
