import { joinList, plural } from "~/i18n/format";
import type { SearchStatusWords } from "~/lineup/search-status";

/** The status line of a channel search (Canales, el Buscador de canales, Compara los paquetes). */
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
  genres: {
    local: "Canales de las cadenas locales",
    news: "Canales de noticias",
    sports: "Canales de deportes",
    kids: "Canales infantiles y familiares",
    movies: "Canales de películas",
    entertainment: "Canales de entretenimiento",
    lifestyle: "Canales de estilo de vida",
    documentary: "Canales de documentales",
    spanish: "Canales en español",
    music: "Canales de música",
    premium: "Canales premium",
  },
  genre: (heading, count, limit) =>
    count > limit
      ? `${heading} (${count}); aquí tienes los primeros ${limit}.`
      : `${heading} (${count})`,
};
