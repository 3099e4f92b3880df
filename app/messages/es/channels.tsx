import { Link } from "react-router";

import { site } from "~/config/site";
import { packagePath, pathsFor } from "~/config/paths";
import { packageSlug } from "~/lineup/slug";
import { wordsHandle } from "~/i18n/words";

import type { ChannelsMessages } from "../en/channels";
import { nameSearch } from "./name-search";

const PATHS = pathsFor("es");

/** The Channels screen (and Channels Test) in Spanish; the keys are those of ../en/channels.tsx. */
export const channels: ChannelsMessages = {
  meta: {
    title: "Canales",
    description: `Consulta todos los canales de cada paquete de ${site.name}.`,
  },
  testMeta: {
    title: "Prueba de canales",
    description: `Vista de prueba de la lista de canales de ${site.name}.`,
  },
  title: "Canales",
  testTitle: "Prueba de canales",
  intro: (
    <>
      Elige un paquete para ver todos los canales que incluye. Compara precios
      en <Link to={PATHS.packages}>Paquetes</Link> o deja que el{" "}
      <Link to={PATHS.finder}>Buscador de canales</Link> encuentre el paquete
      más económico con tus canales.
    </>
  ),
  what: "la lista de canales",
  noPackages: "Todavía no hay paquetes para mostrar.",
  unknownPackage: (value, shown) =>
    `No encontramos ningún paquete llamado “${value}”, así que te mostramos ${shown}.`,
  elsewherePackage: (title, name, shown) => (
    <>
      {title} no está en esta lista, así que te mostramos {shown}. Consulta{" "}
      <a href={packagePath(packageSlug(name), "es")}>
        todos los canales de {title}
      </a>{" "}
      o{" "}
      <Link to={`${PATHS.compare}?pkg=${name}`}>
        compara {title} con los demás paquetes
      </Link>
      .
    </>
  ),
  select: {
    label: "Selecciona tu paquete",
    primary: "Paquetes principales",
    addOns: "Paquetes adicionales",
  },
  shown: (title, count) => `Ahora ves ${title}: ${count}.`,
  tvChannels: "Canales de TV",
  musicChannels: "Canales de música",
  search: {
    label: "¿Qué paquetes tienen…?",
    placeholder: "TUDN o un tipo, como deportes",
    suggested: "Canales sugeridos",
    found: "Canales encontrados",
    noCarrier: "Todavía no está en ningún paquete.",
    /** Lists the rest of a long answer. */
    showAll: (count) => `Mostrar los ${count}`,
    carriers: (channel) => `Paquetes con ${channel}`,
    status: nameSearch,
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("channels", channels);
