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
  visitors: {
    title: "Con lo que puedes contar",
    limitsTitle: "Lo que todavía falla",
    limits: [
      "Las listas de paquetes, de canales y de instrucciones necesitan JavaScript. Si lo tienes desactivado, esas páginas muestran su texto y sus enlaces, pero no las listas.",
      "Las listas de canales son largas. La búsqueda de canales y el Buscador de canales son la forma más rápida de llegar a un canal en particular.",
      "La tabla de Compara, con todos los canales frente a todos los paquetes, es más ancha que la pantalla de un celular: se desplaza de lado dentro de su propio marco y los nombres de los canales quedan siempre a la vista.",
      "Las revisiones automáticas no detectan todos los problemas. Si algo te impide avanzar, queremos saberlo.",
    ],
  },
  claims: {
    keyboard:
      "Todo funciona solo con el teclado, y siempre ves en qué parte de la página estás.",
    announced:
      "Los lectores de pantalla te dicen lo que cambia mientras usas las herramientas: cada canal que agregas o quitas en el Buscador de canales, y su nueva respuesta; el paquete que eliges; un paquete que ocultas o vuelves a mostrar en Compara; los pasos de configuración cuando aparecen, y una lista mientras carga.",
    largeText:
      "Puedes duplicar el tamaño del texto o darles más espacio a las letras, las palabras y las líneas, y aun así leer nuestras páginas en tu celular sin desplazarte hacia los lados.",
    placeKept:
      "Un enlace abre su página desde arriba, empezando por el título. Si cambias de idioma, sigues en el mismo lugar de la página y el teclado se queda en el enlace para cambiar de idioma. Al regresar a una página también sigues en el mismo lugar, y el teclado sigue desde donde estabas.",
    settings:
      "El sitio respeta la configuración de tu dispositivo para reducir el movimiento y para los colores de alto contraste, y el texto mantiene su contraste sobre el fondo oscuro.",
    voiceControl:
      "El nombre de cada botón de las tiendas de apps empieza con las palabras que muestra, para que puedas decirle al control por voz lo que ves.",
    axe: "El verificador axe revisa cada pantalla en los dos idiomas, al ancho de un celular y al de una computadora, con las reglas de WCAG 2.2 AA y sus buenas prácticas, y otra vez cuando una lista no carga.",
    lighthouse:
      "Lighthouse audita una página de cada tipo tal como la ve un celular, y cada una debe dar 100 en accesibilidad.",
    modalMenu:
      "El menú es un cuadro de diálogo modal que mantiene el foco adentro, también en las páginas que no cargan JavaScript, en los navegadores compatibles con los comandos de invocación de HTML; en los demás se abre como un popover. Escape y su botón de cerrar devuelven el foco al botón del menú. Lo comprobamos en Chromium, Firefox y WebKit.",
    zoomedBar:
      "Con el texto al 200 % en pantallas de 1280×720 y 1024×768, el logo y el enlace de idioma se ven completos dentro de la pantalla, y la barra fija nunca tapa el título de la página ni ocupa más de una cuarta parte de la altura; a 375 px, el botón del menú se ve completo, y a 768 px los precios de los paquetes se leen sin desplazarte hacia los lados.",
    focusNotHidden:
      "Al retroceder con Mayús+Tab por las preguntas frecuentes, Compara y el Buscador de canales a 1280×720, ningún enlace ni control con el foco queda escondido debajo de la barra fija (WCAG 2.4.11).",
    forcedColours:
      "En el modo de colores forzados, la sugerencia activa del Buscador de canales se distingue de las demás, y el nombre del logo toma el color del texto.",
  },
  technical: {
    title: "Para especialistas: el estándar y cómo lo probamos",
    standard:
      "Este sitio web busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA.",
    limitsTitle: "Limitaciones técnicas conocidas",
    limits: [
      "En un navegador sin los comandos de invocación de HTML, el menú de una página que no carga JavaScript (Regístrate, las preguntas frecuentes y las páginas de canales y de configuración, entre otras) es un popover que no mantiene el foco: con Tab puedes pasar a la página que está detrás. Escape lo sigue cerrando.",
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
