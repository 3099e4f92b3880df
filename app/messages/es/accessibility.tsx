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
    // The same claims as ../en/accessibility.tsx, in the same order; the tests that hold each are named there.
    points: [
      "Las pruebas automáticas revisan cada pantalla en los dos idiomas, y una muestra de las páginas de canales y de configuración, con el verificador de accesibilidad axe, al ancho de un celular y al de una computadora, y otra vez con las listas cargadas, con los pasos de configuración a la vista y con una carga fallida.",
      "Las pruebas solo con teclado abren y cierran el menú, eligen un paquete, siguen los pasos de configuración y reintentan una carga fallida sin mouse, y comprueban que cada parada del orden de tabulación muestre un contorno de foco.",
      "El menú es un cuadro de diálogo que mantiene el foco adentro mientras está abierto, también en las páginas que no cargan JavaScript, en los navegadores compatibles con los comandos de invocación de HTML. Escape y su botón de cerrar te regresan al botón del menú.",
      "Lighthouse audita una muestra de páginas, entre ellas las herramientas y las pantallas de datos, tal como las ve un celular, y cada una debe dar 100 en accesibilidad.",
      "Las páginas respetan la opción de reducir el movimiento de tu sistema, y los textos y controles mantienen su contraste en el tema oscuro.",
      "Con el tamaño del texto del navegador al doble, en la pantalla de una laptop y en la de una tableta, el logo y el enlace de idioma se ven completos y dentro de la pantalla, el menú aparece cuando los enlaces ya no caben, y la barra nunca tapa el título de la página ni ocupa más de una cuarta parte de la pantalla. En un celular, el botón del menú se ve completo dentro de la pantalla, y en una tableta los precios de los paquetes se leen sin desplazarte de lado.",
      "Al retroceder con Mayús+Tab por las preguntas frecuentes, Compara y el Buscador de canales, ningún enlace ni control con el foco queda escondido debajo de la barra del sitio.",
      "Con los colores de alto contraste de tu sistema (colores forzados), el Buscador de canales sigue marcando la sugerencia que agrega Enter, y el nombre del logo toma el color de tu texto.",
      "Lo que dice una herramienta mientras la usas lo anuncian los lectores de pantalla, en los dos idiomas: el ahorro frente a tu factura cuando dejas de escribir, una factura que la herramienta no entiende, un enlace copiado (una sola vez), un paquete elegido, un paquete que ocultas o vuelves a mostrar en Compara, los pasos de configuración cuando aparecen, una lista que se está cargando y luego ya cargada, y que no elegiste ningún paquete en Compara.",
      "Después de seguir un enlace, la nueva página empieza desde arriba, con el foco en su título, igual que cuando se carga una página.",
      "Con más espacio entre letras, palabras, líneas y párrafos, como lo configuran algunas personas, ninguna página queda más ancha que una pantalla de 320 píxeles. Revisamos cada pantalla en los dos idiomas, y las páginas de canales y de configuración con las palabras más largas.",
      "El nombre de cada botón de las tiendas de apps empieza con las palabras que muestra, para que puedas decirle al control por voz lo que ves.",
    ],
  },
  limits: {
    title: "Limitaciones conocidas",
    points: [
      "Las listas de paquetes, de canales y de instrucciones se cargan con JavaScript. Con JavaScript desactivado, esas páginas muestran su texto y sus enlaces, pero no las listas.",
      "En un navegador que todavía no es compatible con los comandos de invocación de HTML, el menú de una página que no carga JavaScript (Regístrate, las preguntas frecuentes y las páginas de canales y de configuración, entre otras) no mantiene el foco: con Tab puedes pasar a la página que está detrás. Escape lo sigue cerrando.",
      "Las listas de canales son largas. La búsqueda de canales y el Buscador de canales son la forma más rápida de llegar a un canal en particular.",
      "La tabla de Compara, con todos los canales frente a todos los paquetes, es más ancha que la pantalla de un celular: se desplaza de lado dentro de su propio marco y los nombres de los canales quedan siempre a la vista.",
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
