import { Link } from "react-router";

import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { countWord } from "~/i18n/count-word";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import type { PackagesMessages } from "../en/packages";

const PATHS = pathsFor("es");

/** The Packages screen in Spanish; the keys are those of ../en/packages.tsx. */
export const packages: PackagesMessages = {
  meta: {
    title: "Paquetes",
    description: `Compara los paquetes de ${site.name} y sus precios mensuales.`,
  },
  title: "Paquetes",
  intro: [
    <>
      Empieza con uno de nuestros {countWord("es", PRIMARY_PACKAGE_COUNT)}{" "}
      paquetes principales y agrégale los paquetes adicionales que quieras. Con
      cada suscripción puedes ver en hasta{" "}
      {countWord("es", SIMULTANEOUS_STREAMS)} pantallas a la vez, tienes{" "}
      {CATCH_UP_HOURS} horas para ver lo que te perdiste y no firmas ningún
      contrato: cancela cuando quieras.
    </>,
    <>
      Para ver todos los canales de un paquete, visita{" "}
      <Link to={PATHS.channels}>Canales</Link>. ¿No sabes qué paquete tiene tus
      canales? El <Link to={PATHS.finder}>Buscador de canales</Link> encuentra
      la forma más económica de tenerlos, y en{" "}
      <Link to={PATHS.compare}>Compara los paquetes</Link> ves en qué paquetes
      está cada canal. Las demás dudas, desde las pantallas hasta los
      dispositivos, tienen respuesta en{" "}
      <Link to={PATHS.faq}>Preguntas frecuentes</Link>.
    </>,
  ],
  what: "los paquetes",
  primary: "Paquetes principales",
  addOns: "Paquetes adicionales",
  columns: {
    title: "Paquete",
    channels: "Canales",
    description: "Descripción",
    price: "Precio",
  },
  adds: {
    holder: (total, primary) =>
      total === 1
        ? `Su canal ya viene incluido en ${primary}.`
        : `Sus ${total} canales ya vienen incluidos en ${primary}.`,
    intro: "Canales nuevos que suma a cada paquete principal:",
    listName: (addOn) => `Canales nuevos que suma ${addOn}`,
    count: (count) =>
      count === 0
        ? "ninguno"
        : plural("es", count, {
            one: "1 canal",
            other: `${count} canales`,
          }),
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("packages", packages);
