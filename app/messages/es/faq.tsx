import { CATCH_UP_HOURS, SIMULTANEOUS_STREAMS } from "~/config/constants";
import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import type { FaqWriter, Part, PriceSpan } from "~/features/facts/faq-content";
import type { Named, PackageFacts } from "~/features/facts/plan-facts";
import { countWord } from "~/i18n/count-word";
import { joinList, plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";
import { formatMonthlyPrice } from "~/lineup/format-price";

import type { FaqMessages } from "../en/faq";

const PATHS = pathsFor("es");

/** Platform names as people say them, where the data file's name is a system's name. */
const PEOPLES_WORDS: Readonly<Record<string, string>> = {
  iOS: "iOS (iPhone, iPad)",
  Web: "navegador web",
};

const platformLabel = (platform: Named) =>
  PEOPLES_WORDS[platform.name] ?? platform.shown;

/** Devices in Spanish while the instructions file names them only in English. */
const DEVICE_WORDS: Readonly<Record<string, string>> = {
  Computer: "Computadora",
  Mobile: "Celular y tableta",
  Streaming: "Reproductor de streaming",
};

const deviceLabel = (device: Named) =>
  device.shown === device.name
    ? (DEVICE_WORDS[device.name] ?? device.shown)
    : device.shown;

const channels = (count: number) =>
  plural("es", count, { one: "1 canal", other: `${count} canales` });

/**
 * A buyer's questions, answered in Spanish only from the stated claims, the
 * site config and the data files; written as Spanish, not from the English.
 */
const answers: FaqWriter = (facts, { availability, perMonth }) => {
  const price = (value: string) => formatMonthlyPrice(value, perMonth);
  /** "cuestan entre $a y $b", "cuesta $a" or "cuestan $a cada uno". */
  const cost = (entries: readonly PackageFacts[], span: PriceSpan | null) => {
    if (!span) return "";
    if (entries.length === 1) return `cuesta ${price(span.low)}`;
    return span.low === span.high
      ? `cuestan ${price(span.low)} cada uno`
      : `cuestan entre ${price(span.low)} y ${price(span.high)}`;
  };
  const channelCount = ({ tv, music }: PackageFacts) =>
    music > 0
      ? `${plural("es", tv, { one: "1 canal de TV", other: `${tv} canales de TV` })} y ${music} canales de música`
      : channels(tv);
  const { latino, latinoInside } = facts;
  // "Core tiene 2 (Telemundo y Univision)": los nombres si son pocos; si no, la cifra.
  const spanishIn = facts.spanishChannels.filter(
    ({ names }) => names.length > 0,
  );
  const spanishHeld = ({ title, names }: { title: string; names: string[] }) =>
    names.length <= 4
      ? `${title} tiene ${names.length} (${joinList("es", names)})`
      : `${title} tiene ${names.length}`;
  const lowest = facts.lowestPrice;
  const primaryCount = facts.primaries.length;
  const addOnCount = facts.addOns.length;

  return {
    subscribe: {
      question: "¿Ya me puedo suscribir?",
      answer: [
        [availability],
        [
          "El registro y el pago todavía no están disponibles en este sitio. En ",
          { text: "Regístrate", to: PATHS.signup },
          " te contamos cómo enterarte cuando abra el registro individual.",
        ],
      ],
    },
    price: {
      question: "¿Cuánto cuesta?",
      answer: [
        [
          ...(lowest ? [`Los paquetes cuestan desde ${price(lowest)}. `] : []),
          primaryCount === 1
            ? `El paquete principal ${cost(facts.primaries, facts.primarySpan)}.`
            : `Los ${countWord("es", primaryCount)} paquetes principales ${cost(facts.primaries, facts.primarySpan)}.`,
          ...(addOnCount > 0
            ? [
                addOnCount === 1
                  ? ` El paquete adicional ${cost(facts.addOns, facts.addOnSpan)}, además del paquete principal.`
                  : ` Los paquetes adicionales ${cost(facts.addOns, facts.addOnSpan)}, además del paquete principal.`,
              ]
            : []),
        ],
        [
          "Todos los precios están en la página de ",
          { text: "Paquetes", to: PATHS.packages },
          ".",
        ],
      ],
    },
    packages: {
      question: "¿Qué incluye cada paquete?",
      answer: [
        ...facts.primaries.map((entry): Part[] => [
          { text: entry.title, to: `${PATHS.channels}?pkg=${entry.name}` },
          `: ${channelCount(entry)}, ${price(entry.price)}.`,
        ]),
        [
          "Cada nombre te lleva a todos los canales de ese paquete. En ",
          { text: "Compara los paquetes", to: PATHS.compare },
          " ves en qué paquetes está cada canal.",
        ],
      ],
    },
    "add-ons": {
      question: "¿Cómo funcionan los paquetes adicionales?",
      answer: [
        [
          "Empieza con un paquete principal y agrégale los paquetes adicionales que quieras: ",
          joinList(
            "es",
            facts.addOns.map(
              (entry) =>
                `${entry.title} (${channels(entry.tv)}, ${price(entry.price)})`,
            ),
          ),
          ".",
        ],
        ...facts.addOnsByHolder.map(({ primary, addOns }): Part[] => [
          addOns.length === 1
            ? `Todos los canales de ${addOns[0]} ya vienen con ${primary}, así que si tienes ${primary} no necesitas ${addOns[0]}.`
            : `Todos los canales de ${joinList("es", addOns)} ya vienen con ${primary}, así que si tienes ${primary} no necesitas ninguno de esos paquetes adicionales.`,
        ]),
        [
          "¿No sabes qué necesitas? El ",
          { text: "Buscador de canales", to: PATHS.finder },
          " calcula la forma más económica de tener los canales que ves.",
        ],
      ],
    },
    screens: {
      question: "¿En cuántas pantallas puedo ver a la vez?",
      answer: [
        [
          plural("es", SIMULTANEOUS_STREAMS, {
            one: "En una. Cada suscripción activa se ve en una pantalla a la vez.",
            other: `En ${countWord("es", SIMULTANEOUS_STREAMS)}. Con cada suscripción activa puedes ver en hasta ${countWord("es", SIMULTANEOUS_STREAMS)} pantallas al mismo tiempo.`,
          }),
        ],
      ],
    },
    "catch-up": {
      question: "¿Puedo ver los programas que me perdí?",
      answer: [
        [
          `Sí. Todas las suscripciones incluyen la repetición de las últimas ${CATCH_UP_HOURS} horas: si te perdiste algo que se transmitió en ese tiempo, todavía lo puedes ver.`,
        ],
      ],
    },
    contract: {
      question: "¿Hay contrato? ¿Puedo cancelar?",
      answer: [
        [
          "Las suscripciones no tienen contrato y puedes cancelar cuando quieras.",
        ],
        [
          "Las cuentas para edificios y hoteles, y las alianzas con proveedores de internet y de cable, se acuerdan con nuestro equipo de ventas.",
        ],
      ],
    },
    devices: {
      question: "¿En qué dispositivos puedo ver?",
      answer: [
        ...facts.devices.map((device): Part[] => [
          `${deviceLabel(device)}: ${joinList("es", device.platforms.map(platformLabel))}.`,
        ]),
        [
          "En la página de ",
          { text: "Instrucciones", to: PATHS.instructions },
          " encontrarás los pasos para configurar cada uno.",
        ],
      ],
    },
    spanish: {
      question: "¿Tienen canales en español?",
      answer: [
        ...(spanishIn.length > 0
          ? [
              [
                `Sí. ${spanishIn.length === facts.spanishChannels.length ? "Todos los paquetes principales traen algunos: " : ""}${joinList("es", spanishIn.map(spanishHeld))}.`,
              ],
            ]
          : []),
        ...(latino
          ? [
              [
                `El paquete adicional ${latino.title} trae noticias, deportes, películas y novelas en español: ${channels(latino.tv)} por ${price(latino.price)}.`,
                ...(latinoInside
                  ? [
                      ` Además, todos vienen incluidos en ${latinoInside.primaryTitle}.`,
                    ]
                  : []),
              ],
            ]
          : []),
        ...(spanishIn.length === 0 && !latino
          ? [["Todavía no: hoy no tenemos canales en español."]]
          : []),
        [
          "Encuéntralos en la página de ",
          { text: "Canales", to: `${PATHS.channels}?pkg=latino` },
          ".",
        ],
      ],
    },
    buildings: {
      question:
        "Administro apartamentos o un hotel. ¿Puedo hacer un pedido para mi propiedad?",
      answer: [
        [
          "Sí, ya puedes. Las comunidades de apartamentos, los hoteles y los campus universitarios ya pueden pedir cuentas para edificios con nuestro equipo de ventas. Escribe a ",
          { text: site.mail.sales, mail: site.mail.sales },
          " o lee sobre las ",
          {
            text: "alianzas para propiedades y proveedores",
            to: PATHS.partners,
          },
          ".",
        ],
      ],
    },
    privacy: {
      question: "¿Este sitio me rastrea?",
      answer: [
        [
          "No. No usa cookies, no tiene herramientas de analítica y no carga nada de otras empresas. La ",
          { text: "página de privacidad", to: PATHS.privacy },
          " explica exactamente qué pasa cuando nos visitas.",
        ],
      ],
    },
    contact: {
      question: "¿Cómo me comunico con ustedes?",
      answer: [
        ["Por correo electrónico:"],
        [
          "Cuentas para edificios y hoteles: ",
          { text: site.mail.sales, mail: site.mail.sales },
        ],
        [
          "Alianzas con proveedores de internet y de cable: ",
          { text: site.mail.partners, mail: site.mail.partners },
        ],
        [
          "Ayuda con el servicio o con este sitio: ",
          { text: site.mail.support, mail: site.mail.support },
        ],
      ],
    },
  };
};

/** The FAQ page in Spanish, its words and its answers; the keys are those of ../en/faq.ts. */
export const faq: FaqMessages = {
  meta: {
    title: "Preguntas frecuentes",
    description: `Cuánto cuesta ${site.name}, qué trae cada paquete, en cuántas pantallas puedes ver a la vez, en qué dispositivos funciona y cómo comunicarte con nosotros.`,
  },
  title: "Preguntas frecuentes",
  lead: "Lo que más nos preguntan antes de elegir un paquete. Las respuestas están al día con nuestros paquetes y canales.",
  answers,
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("faq", faq);
