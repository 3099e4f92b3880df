import { Link } from "react-router";

import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { countWord, countWordCapitalized } from "~/i18n/count-word";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import type { HomeMessages } from "../en/home";

import { shared } from "./shared";

const PATHS = pathsFor("es");

/** Home in Spanish; the keys are those of ../en/home.tsx. */
export const home: HomeMessages = {
  meta: {
    title: "TV en vivo sin cable",
    description: `${site.name} transmite en vivo canales de TV de Estados Unidos para que dejes el cable: ${countWord("es", PRIMARY_PACKAGE_COUNT)} paquetes principales y paquetes adicionales, sin contratos, cancela cuando quieras.`,
  },
  lead: "Canales de TV de Estados Unidos en vivo en tu navegador, en tu celular y en tu smart TV: todo lo del cable, sin el contrato.",
  orderNow: shared.orderNow,
  orderLink: "Cómo hacer el pedido para tu propiedad o tu red",
  watchTitle: "Mira ahora o descarga la app",
  promoAlt:
    "Un partido en vivo en un televisor y, al lado, el mismo canal en un celular y una película en una tableta.",
  about: {
    title: "Los canales que ves en el cable, en vivo por internet",
    body: `${site.name} transmite canales en vivo con licencia oficial a través del internet que ya tienes y en las pantallas que ya usas. Igualamos los canales de la mayoría de los planes de cable y mejoramos el precio que pagas hoy.`,
    claims: [
      <>
        {countWordCapitalized("es", PRIMARY_PACKAGE_COUNT)} paquetes principales
        y paquetes adicionales: compáralos en la{" "}
        <Link to={PATHS.packages}>página de paquetes</Link>.
      </>,
      <>
        Deportes, cadenas locales, noticias y canales en español, con películas
        en los paquetes superiores. Consulta{" "}
        <Link to={PATHS.channels}>todos los canales de cada paquete</Link> o{" "}
        <Link to={PATHS.finder}>
          encuentra el paquete más económico con tus canales
        </Link>
        .
      </>,
      <>
        {countWordCapitalized("es", SIMULTANEOUS_STREAMS)} pantallas a la vez
        con cada suscripción activa.
      </>,
      <>{CATCH_UP_HOURS} horas para ver lo que te perdiste.</>,
      <>
        Sin contratos. Cancela cuando quieras. (Las cuentas para edificios y los
        acuerdos con socios se cierran directamente con nuestro equipo de
        ventas.)
      </>,
    ],
    partners: (
      <>
        ¿Tienes un servicio de internet, un sistema de cable, edificios de
        apartamentos o un hotel?{" "}
        <Link to={PATHS.partners}>
          Ofrece {site.name} a tus suscriptores y residentes
        </Link>
        .
      </>
    ),
  },
  plans: {
    title: (price) => `Paquetes desde ${price}`,
    titleWithoutPrice: "Nuestros paquetes",
    counts: (tv, music) => {
      const channels = plural("es", tv, {
        one: "1 canal de TV",
        other: `${tv} canales de TV`,
      });
      // A wrapped line starts with the plus sign, not with the number.
      return music > 0 ? `${channels} +\u00a0${music} de música` : channels;
    },
    seeChannels: (title) => `Ver los canales de ${title}`,
    more: (
      <>
        A cualquier paquete principal le puedes sumar paquetes adicionales. Mira{" "}
        <Link to={PATHS.packages}>todos los paquetes</Link> o lee las{" "}
        <Link to={PATHS.faq}>preguntas frecuentes</Link>.
      </>
    ),
  },
  /** The store badges' words; the links are in app/config/site.ts. The
   * visible kicker and label start each badge's name, `detail` ends it. */
  stores: {
    web: {
      kicker: "Mira ahora",
      label: "En la web",
      detail: `— el reproductor web de ${site.name}`,
    },
    ios: {
      kicker: "Descárgala en el",
      label: "App Store",
      detail: "— la app para iPhone y iPad",
    },
    android: {
      kicker: "Disponible en",
      label: "Google Play",
      detail: "— la app para Android",
    },
    amazon: {
      kicker: "Disponible en",
      label: "Amazon Appstore",
      detail: "— la app para Fire TV",
    },
    roku: {
      kicker: "Agrega la app en",
      label: "Roku",
      detail: `— la app de ${site.name} en la Roku Channel Store`,
    },
    samsung: {
      kicker: "Disponible en",
      label: "Samsung Smart TV",
      detail: "— la app para televisores Samsung",
    },
    lg: {
      kicker: "Disponible en",
      label: "LG Smart TV",
      detail: "— la app en la LG Content Store",
    },
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("home", home);
