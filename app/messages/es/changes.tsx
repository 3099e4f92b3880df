import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { ChangesMessages } from "../en/changes";

/** The lineup's record of changes in Spanish; the keys are those of ../en/changes.tsx. */
export const changes: ChangesMessages = {
  meta: {
    title: "Cambios en nuestros canales",
    description: `Los canales que llegan a ${site.name} o se van, y los paquetes a los que entran o de los que salen, del más reciente al más antiguo.`,
  },
  title: "Cambios en nuestros canales",
  lead: `Los canales que llegan a ${site.name} o se van, y los paquetes a los que entran o de los que salen, del cambio más reciente al más antiguo.`,
  none: "Todavía no hay cambios: los canales siguen igual desde que empezamos este registro.",
  feed: "Sigue estos cambios en tu lector de noticias (Atom, en inglés)",
  feedTitle: `Cambios en los canales de ${site.name}`,
  lines: {
    added: (channel, packages) =>
      `${channel} llega a ${site.name}, en ${packages}.`,
    removed: (channel, packages) =>
      `${channel} se va de ${site.name}; estaba en ${packages}.`,
    joined: (channel, packages) => `${channel} ahora está en ${packages}.`,
    left: (channel, packages) => `${channel} ya no está en ${packages}.`,
    renamed: (from, to) => `${from} ahora se llama ${to}.`,
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("changes", changes);
