import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";
import { finder as en } from "~/messages/en/finder";
import { finder as es } from "~/messages/es/finder";

import { MAX_OPTIONS, listedOptions, searchStatusLine } from "./search-wording";

const channel = (id: number, channelName: string): Channel => ({
  id,
  channelName,
  binary: 1,
});
const sports = { genres: ["sports"] as const, topic: null };

describe("searchStatusLine", () => {
  it("names the kind asked for, with its count", () => {
    expect(searchStatusLine(en.search, "sports", 23, [], sports)).toBe(
      "Sports channels (23)",
    );
    expect(searchStatusLine(es.search, "deportes", 80, [], sports)).toBe(
      "Canales de deportes (80)",
    );
  });

  const close = [channel(1, "Discovery Channel"), channel(2, "Discovery Life")];
  it.each([
    [en, "", 0, [], ""],
    [en, "MASN", 0, [], "“MASN” isn’t in our lineup."],
    [en, "espn", 1, [], "1 channel matches."],
    [en, "espn", 3, [], "3 channels match."],
    [
      en,
      "Discovry",
      0,
      close,
      "“Discovry” isn’t in our lineup. Did you mean Discovery Channel or Discovery Life? Pick one from the list.",
    ],
    [
      en,
      "music",
      MAX_OPTIONS + 10,
      [],
      "60 channels match; the first 50 are listed. Keep typing to narrow it down.",
    ],
    [es, "", 0, [], ""],
    [es, "MASN", 0, [], "“MASN” no está en nuestra lista de canales."],
    [es, "espn", 1, [], "1 canal coincide."],
    [es, "musica", 3, [], "3 canales coinciden."],
    [
      es,
      "Discovry",
      0,
      close,
      "“Discovry” no está en nuestra lista de canales. ¿Quisiste decir Discovery Channel o Discovery Life? Elige uno de la lista.",
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

  it.each([en, es])(
    "names the local networks when nothing matches or is spelled close, never beside a suggestion",
    ({ search }) => {
      const local = { networks: ["Beta 3"], howChosen: undefined };
      expect(searchStatusLine(search, "WBNS", 0, [], null, local)).toBe(
        `${search.status.notCarried("WBNS")} ${search.status.localNetworks(["Beta 3"])}`,
      );
      expect(searchStatusLine(search, "Discovry", 0, close, null, local)).toBe(
        `${search.status.didYouMean("Discovry", search.status.orList(close.map(({ channelName }) => channelName)))} ${search.pickOne}`,
      );
    },
  );

  it.each([en, es])(
    "says that channels the query names are already added, not that the lineup lacks them",
    ({ search }) => {
      const added = close.slice(0, 1);
      const local = { networks: ["Beta 3"], howChosen: undefined };
      expect(searchStatusLine(search, "Disc", 0, [], null, local, added)).toBe(
        search.alreadyChosen(added.map(({ channelName }) => channelName)),
      );
    },
  );
});

describe("listedOptions", () => {
  const many = Array.from({ length: MAX_OPTIONS + 5 }, (_, index) =>
    channel(index + 1, `Channel ${index + 1}`),
  );
  it("lists every channel of a kind, and at most MAX_OPTIONS names", () => {
    expect(listedOptions(sports, many, [])).toHaveLength(many.length);
    expect(listedOptions(null, many, [])).toHaveLength(MAX_OPTIONS);
    expect(listedOptions(null, [], many.slice(0, 3))).toHaveLength(3);
  });
});
