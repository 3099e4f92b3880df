import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";
import { finder as en } from "~/messages/en/finder";
import { finder as es } from "~/messages/es/finder";

import { MAX_OPTIONS, searchStatusLine } from "./search-wording";

const channel = (id: number, channelName: string): Channel => ({
  id,
  channelName,
  binary: 1,
});

describe("searchStatusLine", () => {
  it("names the genre asked for, with its count", () => {
    expect(searchStatusLine(en.search, "sports", 23, [], "sports")).toBe(
      "Sports channels (23)",
    );
    expect(searchStatusLine(es.search, "fútbol", 23, [], "sports")).toBe(
      "Canales de deportes (23)",
    );
  });

  const close = [channel(1, "MSNBC"), channel(2, "Jazz Masters")];
  it.each([
    [en, "", 0, [], ""],
    [en, "zz", 0, [], "No channel matches that name."],
    [en, "espn", 1, [], "1 channel matches."],
    [en, "espn", 3, [], "3 channels match."],
    [
      en,
      "MASN",
      0,
      close,
      'No channel called "MASN". Did you mean: MSNBC or Jazz Masters? Pick one from the list.',
    ],
    [
      en,
      "music",
      MAX_OPTIONS + 10,
      [],
      "60 channels match; the first 50 are listed. Keep typing to narrow it down.",
    ],
    [es, "", 0, [], ""],
    [es, "zz", 0, [], "Ningún canal coincide con ese nombre."],
    [es, "espn", 1, [], "1 canal coincide."],
    [es, "musica", 3, [], "3 canales coinciden."],
    [
      es,
      "MASN",
      0,
      close,
      'No hay ningún canal llamado "MASN". ¿Quisiste decir: MSNBC o Jazz Masters? Elige uno de la lista.',
    ],
    [
      es,
      "musica",
      MAX_OPTIONS + 10,
      [],
      "60 canales coinciden; te mostramos los primeros 50. Sigue escribiendo para afinar la búsqueda.",
    ],
  ])("%#: %j with %i matches", (t, query, count, suggestions, line) => {
    expect(searchStatusLine(t.search, query, count, suggestions)).toBe(line);
  });
});
