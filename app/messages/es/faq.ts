import { site } from "~/config/site";

import type { FaqMessages } from "../en/faq";

/** The FAQ page's fixed words in Spanish; the keys are those of ../en/faq.ts. */
export const faq: FaqMessages = {
  meta: {
    title: "Preguntas frecuentes",
    description: `Cuánto cuesta ${site.name}, qué trae cada paquete, en cuántas pantallas puedes ver a la vez, en qué dispositivos funciona y cómo comunicarte con nosotros.`,
  },
  title: "Preguntas frecuentes",
  lead: "Lo que más nos preguntan antes de elegir un paquete, con respuestas basadas en nuestros paquetes y listas de canales actuales.",
};
