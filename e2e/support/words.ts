// What both languages' pages share, as the browser tests expect to read it.
// Most words are written out here rather than taken from the site's
// catalogues (app/messages), so that a changed word fails a test; the
// not-found screen's are read from its catalogue. Each page's own words sit
// in a table at the top of its spec.

import { PAGES } from "../../app/config/pages";
import { pathsFor } from "../../app/config/paths";
import { common as englishCommon } from "../../app/messages/en/common";
import { common as spanishCommon } from "../../app/messages/es/common";
import type { CommonMessages } from "../../app/messages/en/common";

/** The not-found screen's words and ways on, read from the catalogue of its language. */
function notFoundWords({ locale, errors, nav }: CommonMessages) {
  const paths = pathsFor(locale);
  return {
    heading: `404 ${errors.statusText[404] ?? ""}`,
    statusText: errors.statusText[404] ?? "",
    sentence: errors.notFound,
    /** What the console gets: the router's words, never shown. */
    logged: errors.noRoute,
    home: errors.home,
    /** The links on, in order: label and path. */
    links: [
      [errors.home, paths.home],
      [nav.packages, paths.packages],
      [nav.channels, paths.channels],
      [PAGES.faq.footer[locale], paths.faq],
    ] as const,
  };
}

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** A page's path in `locale`, from its English path: "/plus" → "/es/plus", "/" → "/es". */
export function pathIn(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/es" : `/es${path}`;
}

/** The language of the page at `path` (a query may follow). */
export const localeOf = (path: string): Locale =>
  /^\/es(?=[/?]|$)/.test(path) ? "es" : "en";

/** The same page in the other language, query kept: "/es/plus?x=1" ↔ "/plus?x=1". */
export function twinOf(path: string): string {
  if (localeOf(path) === "en")
    return /^\/(\?|$)/.test(path) ? `/es${path.slice(1)}` : `/es${path}`;
  const rest = path.slice("/es".length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

const en = {
  locale: "en" as Locale,
  /** The language's Home, the one page without the bar. */
  home: "/",
  nav: {
    name: "Main",
    items: [
      { label: "Packages", to: "/plus" },
      { label: "Channels", to: "/plus/channels" },
      { label: "Instructions", to: "/plus/instructions" },
      { label: "ISPs/MDUs", to: "/plus/isps-mdus" },
      { label: "Sign Up", to: "/plus/signup" },
    ],
    /** Home's five buttons to the same pages. */
    sections: "Sections",
  },
  homeLink: "Keystone TV home",
  skipLink: "Skip to content",
  menu: { open: "Open menu", close: "Close menu", dialog: "Menu" },
  footer: {
    trademarks: "registered trademarks",
    licensed: "All content is officially licensed.",
    channelsChange: "Package channels may change without notice.",
    nav: "More about us",
    faq: "Questions and answers",
  },
  /** The link to the same page in the other language: its name and language. */
  otherLanguage: { name: "Español", lang: "es" },
  notFound: notFoundWords(englishCommon),
  data: {
    failed: (what: string) =>
      `Sorry, we couldn’t load ${what}. Please check your connection and try again.`,
    tryAgain: "Try again",
    noScript: (what: string) =>
      `To see ${what}, please turn on JavaScript in your browser.`,
  },
  newTab: "(opens in a new tab)",
  perMonth: "/mo",
  /** The fixture packages' titles (e2e/fixtures/packages.json). */
  titles: {
    core: "Core Test",
    essentials: "Essentials Test",
    elite: "Elite Test",
    ultimate: "Ultimate Test",
    sportsFanatic: "Sports Fanatic Test",
    miniSports: "Mini Sports Test",
    latino: "Latino Test",
    starz: "Starz Test",
    showtime: "Showtime Test",
    hbo: "HBO Test",
  },
};

export type SharedWords = typeof en;

const es: SharedWords = {
  locale: "es",
  home: "/es",
  nav: {
    name: "Principal",
    items: [
      { label: "Paquetes", to: "/es/plus" },
      { label: "Canales", to: "/es/plus/channels" },
      { label: "Instrucciones", to: "/es/plus/instructions" },
      { label: "Empresas", to: "/es/plus/isps-mdus" },
      { label: "Regístrate", to: "/es/plus/signup" },
    ],
    sections: "Secciones",
  },
  homeLink: "Inicio de Keystone TV",
  skipLink: "Saltar al contenido",
  menu: { open: "Abrir menú", close: "Cerrar menú", dialog: "Menú" },
  footer: {
    trademarks: "son marcas registradas de",
    licensed: "Todo el contenido cuenta con licencia oficial.",
    channelsChange:
      "Los canales de cada paquete pueden cambiar sin previo aviso.",
    nav: "Más sobre nosotros",
    faq: "Preguntas frecuentes",
  },
  otherLanguage: { name: "English", lang: "en" },
  notFound: notFoundWords(spanishCommon),
  data: {
    failed: (what) =>
      `Lo sentimos, no pudimos cargar ${what}. Revisa tu conexión e inténtalo de nuevo.`,
    tryAgain: "Intentar de nuevo",
    noScript: (what) => `Para ver ${what}, activa JavaScript en tu navegador.`,
  },
  newTab: "(se abre en una pestaña nueva)",
  perMonth: "/mes",
  titles: {
    core: "Core Prueba",
    essentials: "Essentials Prueba",
    elite: "Elite Prueba",
    ultimate: "Ultimate Prueba",
    sportsFanatic: "Sports Fanatic Prueba",
    miniSports: "Mini Sports Prueba",
    latino: "Latino Prueba",
    starz: "Starz Prueba",
    showtime: "Showtime Prueba",
    hbo: "HBO Prueba",
  },
};

/** The shared words of each language's pages. */
export const WORDS: Record<Locale, SharedWords> = { en, es };
