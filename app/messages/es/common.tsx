import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { CommonMessages } from "../en/common";
import { businessFacts } from "./business-facts";
import { errors } from "./errors";
import { shared } from "./shared";

/** The words every Spanish page shares; the keys are those of ../en/common.tsx. */
export const common: CommonMessages = {
  locale: "es",
  skipLink: "Saltar al contenido",
  homeLink: `Inicio de ${site.name}`,
  mainNav: "Principal",
  sectionsNav: "Secciones",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  menu: "Menú",
  nav: {
    packages: "Paquetes",
    channels: "Canales",
    instructions: "Instrucciones",
    partners: "Empresas",
    signup: "Regístrate",
  },
  otherLanguage: "English",
  languageNav: "Idioma",
  languageOffer: null,
  footer: {
    nav: "Más sobre nosotros",
    contact: (sales, support) => (
      <>
        Escríbenos: {sales} para cuentas de edificios y hoteles, {support} si
        necesitas ayuda con el servicio.
      </>
    ),
    trademarks: `${site.name} y ${site.productLine} son marcas registradas de ${site.legalName}.`,
    licensed:
      "Todo el contenido cuenta con licencia oficial. Los canales de cada paquete pueden cambiar sin previo aviso.",
  },
  data: {
    loading: (what) => `Cargando ${what}…`,
    loaded: (what) => `Listo: ya puedes ver ${what}.`,
    noScript: (what) => `Para ver ${what}, activa JavaScript en tu navegador.`,
    failed: (what) =>
      `Lo sentimos, no pudimos cargar ${what}. Revisa tu conexión e inténtalo de nuevo.`,
    tryAgain: "Intentar de nuevo",
  },
  errors,
  newTab: "(se abre en una pestaña nueva)",
  mailOpens: (address) =>
    `Abre tu app de correo con un mensaje para ${address}`,
  copyAddress: {
    button: "Copiar",
    copied: "Copiado",
    failed: "No se pudo copiar. Selecciona la dirección para copiarla.",
  },
  perMonth: shared.perMonth,
  tagline: "La televisión de siempre, en vivo por internet",
  availability: shared.availability,
  /** The business's facts, as each page states them when set. */
  facts: businessFacts,
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("common", common);
