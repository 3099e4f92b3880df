import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { AccessibilityMessages } from "../en/accessibility";

/** The Accessibility page in Spanish; the keys and the facts are those of ../en/accessibility.tsx. */
export const accessibility: AccessibilityMessages = {
  meta: {
    title: "Accesibilidad",
    description: `El estándar de accesibilidad que sigue el sitio web de ${site.name}, cómo lo probamos, lo que sabemos que aún falla y cómo avisarnos de un problema.`,
  },
  title: "Accesibilidad",
  lead: "Todas las personas deberían poder comparar nuestros paquetes y encontrar sus canales, ya sea con teclado, con lector de pantalla, con la pantalla ampliada o desde un celular.",
  standard: {
    title: "El estándar que seguimos",
    body: "Este sitio web busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA.",
  },
  testing: {
    title: "Cómo lo probamos",
    points: [
      "Las pruebas automáticas revisan cada página con el verificador de accesibilidad axe, al ancho de un celular y al de una computadora, y otra vez con sus listas cargadas, con sus pasos a la vista y con una carga fallida.",
      "Las pruebas solo con teclado abren y cierran el menú, eligen un paquete, siguen los pasos de configuración y reintentan una carga fallida sin mouse, y comprueban que cada parada del orden de tabulación muestre dónde está el foco.",
      "Lighthouse audita cada página tal como la ve un celular y debe dar 100 en accesibilidad.",
      "Las páginas respetan la opción de reducir el movimiento de tu sistema, y los textos y controles mantienen su contraste en el tema oscuro.",
    ],
  },
  limits: {
    title: "Limitaciones conocidas",
    points: [
      "Las listas de paquetes, de canales y de instrucciones se cargan con JavaScript. Con JavaScript desactivado, esas páginas muestran su texto y sus enlaces, pero no las listas.",
      "Las listas de canales son largas. La búsqueda de canales y el Buscador de canales son la forma más rápida de llegar a un canal en particular.",
      "Las revisiones automáticas no detectan todos los problemas. Si algo te impide avanzar, queremos saberlo.",
    ],
  },
  report: {
    title: "Avísanos de un problema",
    body: (mail) => (
      <>
        Escribe a {mail} y cuéntanos en qué página estabas y qué te impidió
        avanzar.
      </>
    ),
    subject: `Problema de accesibilidad en el sitio web de ${site.name}`,
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("accessibility", accessibility);
