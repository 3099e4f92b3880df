import type { genreNames as englishNames } from "../en/genre-names";

/** Each genre's name in Spanish; the keys are those of ../en/genre-names.ts. */
export const genreNames: typeof englishNames = {
  local: "Cadenas locales",
  news: "Noticias",
  sports: "Deportes",
  kids: "Infantiles y familiares",
  movies: "Películas",
  entertainment: "Entretenimiento",
  lifestyle: "Estilo de vida",
  documentary: "Documentales",
  spanish: "En español",
  music: "Música",
  premium: "Premium",
};
