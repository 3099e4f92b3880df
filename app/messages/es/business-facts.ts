import type { Part } from "~/components/text-parts";
import type { PhoneLine } from "~/config/site";
import { joinList } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

import type { BusinessFactWords } from "../en/business-facts";

const tel = (line: PhoneLine): Part => ({
  text: line.number,
  tel: line.number,
});

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: "inglés",
  es: "español",
};

/** How Spanish pages state the business's facts; the keys are those of ../en/business-facts.ts. */
export const businessFacts: BusinessFactWords = {
  salesPhone: (line) => [
    "Llama a ventas al ",
    tel(line),
    `, ${line.hours.es}.`,
  ],
  supportPhone: (line) => [
    "Llama a soporte al ",
    tel(line),
    `, ${line.hours.es}.`,
  ],
  supportLanguages: (locales) =>
    `Nuestro equipo de soporte te atiende en ${joinList(
      "es",
      locales.map((locale) => LANGUAGE_NAMES[locale]),
    )}.`,
  salesReplyTime: (time) => `Nuestro equipo de ventas te responde ${time.es}.`,
  signupOpens: (month) => `Las suscripciones individuales abren en ${month}.`,
  comingSoonIn: (month) =>
    `Las suscripciones individuales llegarán pronto: podrás suscribirte a partir de ${month}.`,
  localStations: {
    question: "¿Qué canales locales recibo?",
    answer: (text) => text.es,
  },
  modelYears: (platform, year) =>
    `Televisores ${platform}: modelos de ${year} en adelante.`,
};
