import { Link } from "react-router";

import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { SignupMessages } from "../en/signup";
import { shared } from "./shared";

const PATHS = pathsFor("es");

/** The Sign Up page in Spanish; the keys are those of ../en/signup.tsx. */
export const signup: SignupMessages = {
  meta: {
    title: "Regístrate",
    description: `Cómo tener ${site.name} hoy mismo y cuándo abren las suscripciones individuales.`,
  },
  title: "Regístrate",
  lead: shared.availability,
  bulk: {
    title: "Cuentas para edificios y hoteles",
    body: "Las comunidades de apartamentos, los hoteles, los campus universitarios y las empresas ya pueden abrir su cuenta. Un representante de ventas te ayudará a elegir los paquetes, planificar según la cantidad de unidades o habitaciones y poner a todos a ver TV.",
    subject: `Quiero información sobre las cuentas de ${site.name} para edificios u hoteles`,
    cta: "Escribe a ventas para pedir una llamada",
  },
  individual: {
    title: "Suscripciones individuales",
    body: "El registro y el pago de las suscripciones individuales todavía no están disponibles en este sitio. Cuando abran, podrás registrarte aquí mismo.",
    subject: `Avísenme cuando abra el registro de ${site.name}`,
    mailBody: `Hola:\n\nPor favor, escríbanme a esta dirección cuando abran las suscripciones individuales de ${site.name}.\n\nGracias.`,
    cta: "Avísame cuando abra el registro",
    meanwhile: "Mientras tanto, echa un vistazo:",
    tour: [
      <>
        compara los <Link to={PATHS.packages}>paquetes y precios</Link>
      </>,
      <>
        explora la <Link to={PATHS.channels}>lista de canales</Link>
      </>,
      <>
        descubre{" "}
        <Link to={PATHS.instructions}>cómo ver en tus dispositivos</Link>
      </>,
    ],
  },
  partners: (
    <>
      ¿Tienes un servicio de internet, un sistema de cable, edificios o un
      hotel? Consulta las{" "}
      <Link to={PATHS.partners}>alianzas para empresas</Link>.
    </>
  ),
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("signup", signup);
