import type { ErrorMessages } from "../en/errors";

/** The error catalogue (docs/decisions.md, "Errors") in Spanish. */
export const errors: ErrorMessages = {
  statusText: {
    400: "Solicitud incorrecta",
    403: "Prohibido",
    404: "No encontrado",
    405: "Método no permitido",
  },
  unknownStatus: "Error desconocido del servidor",
  unexpected: "¡Error inesperado en la aplicación!",
  notFound: "No encontramos esta página.",
  noRoute: (path) => `Ninguna ruta coincide con la URL "${path}"`,
  home: "Ir a la página de inicio",
};
