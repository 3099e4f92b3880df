import { joinList, plural } from "~/i18n/format";
import type { SearchStatusWords } from "~/lineup/search-status";

import { genreNames } from "./genre-names";

const genres: SearchStatusWords["genres"] = {
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
};

/** The status line of a channel search (Canales, el Buscador de canales, Compara los paquetes). */
export const nameSearch: SearchStatusWords = {
  locale: "es",
  notCarried: (query) => `“${query}” no está en nuestra lista de canales.`,
  localNetworks: (names) =>
    `Si buscas canales locales, todos los paquetes principales incluyen ${joinList("es", names)}.`,
  didYouMean: (query, names) =>
    `“${query}” no está en nuestra lista de canales. ¿Quisiste decir ${names}?`,
  noMatch: "Ningún canal cumple con todo lo que elegiste.",
  tooMany: (count, limit) =>
    `${count} canales coinciden; aquí tienes los primeros ${limit}.`,
  matches: (count) =>
    plural("es", count, {
      one: `${count} canal coincide.`,
      other: `${count} canales coinciden.`,
    }),
  orList: (names) => joinList("es", names, "or"),
  genres,
  // "Canales de noticias en español"; "Canales que figuran como noticias y deportes".
  combination: (kinds) => {
    const others = kinds.filter((kind) => kind !== "spanish");
    const [only] = others;
    const base =
      others.length === 1 && only !== undefined
        ? genres[only]
        : `Canales que figuran como ${joinList(
            "es",
            others.map((kind) => genreNames[kind].toLowerCase()),
            "and",
          )}`;
    return kinds.includes("spanish") ? `${base} en español` : base;
  },
  kind: (heading, count, limit) =>
    count > limit
      ? `${heading} (${count}); aquí tienes los primeros ${limit}.`
      : `${heading} (${count})`,
};
