import { Link } from "react-router";

import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { countWordCapitalized } from "~/i18n/count-word";
import { wordsHandle } from "~/i18n/words";

import type { AboutMessages } from "../en/about";

const PATHS = pathsFor("es");

/** The About page in Spanish; the keys and the facts are those of ../en/about.tsx. */
export const about: AboutMessages = {
  meta: {
    title: "Quiénes somos",
    description: `Quién está detrás de ${site.productLine}: ${site.legalName}, de ${site.address.locality}. Lo que ofrecemos y a quién escribirle sobre alianzas, cuentas para edificios y hoteles o ayuda con el servicio.`,
  },
  title: "Quiénes somos",
  lead: `${site.productLine} transmite en vivo, por internet, canales de TV de Estados Unidos con licencia oficial, para que dejes el cable. Aquí te contamos quién está detrás, qué ofrecemos y cómo comunicarte con nosotros.`,
  company: {
    title: "La empresa",
    body: `${site.productLine} es un servicio de ${site.legalName}, con sede en ${site.address.locality}.`,
    address: "Dirección postal",
  },
  offer: {
    title: "Lo que ofrecemos",
    packages: (from) =>
      `${countWordCapitalized("es", PRIMARY_PACKAGE_COUNT)} paquetes principales${from ? ` desde ${from}` : ""}, además de paquetes adicionales.`,
    channels:
      "Deportes, cadenas locales, noticias y canales en español, con películas en los paquetes superiores.",
    screens: `${countWordCapitalized("es", SIMULTANEOUS_STREAMS)} pantallas a la vez con cada suscripción activa, y ${CATCH_UP_HOURS} horas para ver lo que te perdiste.`,
    terms: "Sin contratos. Cancela cuando quieras.",
    watch: {
      title: "Dónde verlo",
      steps: (
        <Link to={PATHS.instructions}>
          Consulta los pasos para configurar cada uno
        </Link>
      ),
    },
    price:
      "Igualamos los canales de la mayoría de los planes de cable y mejoramos el precio que pagas hoy.",
    partners: (
      <>
        Los proveedores de internet y de cable, los edificios de apartamentos y
        los hoteles pueden ofrecer {site.name} a sus suscriptores, residentes y
        huéspedes: <Link to={PATHS.partners}>descubre cómo funciona</Link>.
      </>
    ),
  },
  contact: {
    title: "Cómo comunicarte con nosotros",
    lead: "Cada dirección llega a un equipo distinto, así tu mensaje va directo a quien puede ayudarte.",
    email: "Correo:",
    partners: {
      title: "Alianzas",
      purpose: `Para proveedores de internet y de cable que quieren ofrecer ${site.name} a sus suscriptores.`,
    },
    sales: {
      title: "Ventas",
      purpose:
        "Para cuentas de edificios y hoteles: comunidades de apartamentos, hoteles, campus universitarios y empresas.",
    },
    support: {
      title: "Atención al cliente",
      purpose:
        "Para ayudarte con el servicio y avisarte cuando abran las suscripciones individuales.",
    },
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("about", about);
