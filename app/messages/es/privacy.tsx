import { Link } from "react-router";

import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { PrivacyMessages } from "../en/privacy";

const PATHS = pathsFor("es");

/** The Privacy page in Spanish; the keys and the facts are those of ../en/privacy.tsx. */
export const privacy: PrivacyMessages = {
  meta: {
    title: "Privacidad",
    description: `Lo que el sitio web de ${site.name} recopila cuando lo visitas: sin cookies, sin analíticas, sin contenido de otras empresas y sin formularios.`,
  },
  title: "Privacidad",
  lead: "Este sitio web no te rastrea. Esto es todo lo que pasa cuando lo visitas.",
  collect: {
    title: "Lo que el sitio recopila y guarda",
    points: [
      "Sin cookies: ninguna página las crea.",
      "Sin analíticas, sin publicidad y sin píxeles de seguimiento.",
      "Sin solicitudes a otras empresas: cada página, fuente, imagen y archivo de datos viene de este sitio.",
      "Sin formularios: aquí nunca escribes tu nombre, tu dirección ni tus datos de pago.",
      "Solo guardamos una cosa en tu navegador, y solo si eliges un idioma con el enlace de idioma o con la línea que te ofrece la página en español: tu elección. Si eliges español, la página de inicio se abre en español y, cuando abres una página en inglés, te ofrecemos verla en español. Si eliges inglés, dejamos de ofrecerte el español. Tu elección se guarda en el almacenamiento local de tu navegador y nunca sale de ahí.",
    ],
  },
  server: {
    title: "Lo que una visita deja en nuestro servidor",
    paragraphs: [
      "Como todo sitio web, el nuestro recibe tu dirección IP y los datos habituales que tu navegador envía con cada solicitud de página. Nuestro servidor los usa solo para responder y no guarda constancia de las visitas. Solo escribe en su registro cuando algo falla dentro del servidor, para corregir la falla, y esa entrada no incluye tu dirección.",
      "Lo que escribes en el Buscador de canales o en la búsqueda de canales se queda en tu navegador. El Buscador de canales pone tus canales en la dirección de la página para que puedas compartir la respuesta; esa dirección llega a nuestro servidor solo cuando la cargas o la compartes.",
    ],
  },
  links: {
    title: "Enlaces a otros sitios",
    body: "Los botones de las tiendas de apps y el reproductor web llevan a otros sitios, que tienen sus propias políticas de privacidad. Los enlaces de correo abren tu propia app de correo; no se envía nada hasta que tú lo envíes.",
  },
  questions: {
    title: "Preguntas",
    body: (mail) => (
      <>
        Escribe a {mail}. Para todo lo demás, consulta las{" "}
        <Link to={PATHS.faq}>preguntas frecuentes</Link>.
      </>
    ),
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("privacy", privacy);
