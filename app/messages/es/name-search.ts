import { joinList, plural } from "~/i18n/format";
import type { SearchStatusWords } from "~/lineup/search-status";

/** The status line of a channel-name search (Canales, and the Buscador de canales). */
export const nameSearch: SearchStatusWords = {
  noMatch: "Ningún canal coincide con ese nombre.",
  didYouMean: (query, names) =>
    `No hay ningún canal llamado "${query}". ¿Quisiste decir: ${names}?`,
  tooMany: (count, limit) =>
    `${count} canales coinciden; aquí tienes los primeros ${limit}.`,
  matches: (count) =>
    plural("es", count, {
      one: `${count} canal coincide.`,
      other: `${count} canales coinciden.`,
    }),
  orList: (names) => joinList("es", names, "or"),
};
