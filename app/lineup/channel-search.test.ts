import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";

import {
  GENRE_WORDS,
  createChannelIndex,
  kindOfQuery,
  searchChannels,
} from "./channel-search";
import type { SearchTopic } from "./search-topics";

const channel = (
  id: number,
  channelName: string,
  genres: Channel["genres"],
  aliases?: string[],
): Channel => ({ id, channelName, binary: 1, genres, aliases });

const LINEUP = [
  channel(1, "ESPN", ["sports"]),
  channel(2, "Turner Classic Movies", ["movies"], ["TCM"]),
  channel(3, "TUDN", ["sports", "spanish"], ["Univision Deportes"]),
  channel(4, "CNN", ["news"]),
  channel(5, "ESPN News", ["sports", "news"]),
  channel(6, "ABC", ["local"]),
  channel(7, "Cine Latino", ["movies", "spanish"]),
  channel(8, "CNN en Español", ["news", "spanish"]),
  channel(9, "Magnolia Network", ["lifestyle"]),
  channel(10, "MSNBC", ["news"]),
  channel(11, "Univision", ["local", "spanish"]),
  channel(12, "Cartoon Network", ["kids"]),
  channel(13, "Classical Masterpieces", ["music"]),
  channel(14, "Jazz Masters", ["music"]),
  channel(15, "Discovery Channel", ["documentary"]),
];
const TOPICS: SearchTopic[] = [
  {
    words: ["local news", "noticias locales"],
    genres: ["local"],
    first: [],
    heading: { en: "Local news", es: "Noticias locales" },
  },
  {
    words: ["Liga MX"],
    genres: ["sports", "spanish"],
    first: [],
    heading: { en: "Liga MX", es: "Liga MX" },
  },
  {
    words: ["fútbol", "soccer"],
    genres: ["sports"],
    first: ["spanish"],
    heading: { en: "Soccer", es: "Fútbol" },
  },
  {
    words: ["cartoons"],
    genres: ["kids"],
    first: [],
    heading: { en: "Cartoons", es: "Caricaturas" },
  },
];
const index = createChannelIndex(LINEUP);
const search = (query: string) => searchChannels(index, query, TOPICS);
const names = (channels: readonly Channel[]) =>
  channels.map(({ channelName }) => channelName);
const ofGenres = (...genres: string[]) =>
  names(
    LINEUP.filter((entry) =>
      genres.every((genre) => entry.genres?.some((held) => held === genre)),
    ),
  );

describe("kindOfQuery", () => {
  it.each([
    ["sports", ["sports"]],
    ["Sports", ["sports"]],
    ["deportes", ["sports"]],
    ["sport s", ["sports"]],
    ["Cadenas locales", ["local"]],
    ["kids channels", ["kids"]],
    ["canales de noticias", ["news"]],
    ["spanish news", ["news", "spanish"]],
    ["noticias en español", ["news", "spanish"]],
    ["the news channel", ["news"]],
  ])("%j asks for %j", (query, genres) => {
    expect(kindOfQuery(query, TOPICS)).toEqual({ genres, topic: null });
  });

  it.each([
    ["local news", 0],
    ["Noticias locales", 0],
    ["liga mx", 1],
    ["LIGA MX channels", 1],
    ["futbol", 2],
    ["Fútbol", 2],
    ["cartoons", 3],
  ])("%j names topic %i", (query, topic) => {
    expect(kindOfQuery(query, TOPICS)?.topic).toBe(TOPICS[topic]);
  });

  it("reads a topic with more kinds as those kinds together, without the topic's heading", () => {
    expect(kindOfQuery("cartoons en español", TOPICS)).toEqual({
      genres: ["kids", "spanish"],
      topic: null,
    });
  });

  it.each(["espn", "", "channels", "fox news", "MASN sports", "de la"])(
    "%j asks for no kind",
    (query) => {
      expect(kindOfQuery(query, TOPICS)).toBeNull();
    },
  );

  it("keeps each genre word to one genre", () => {
    const words = Object.values(GENRE_WORDS).flat();
    expect(new Set(words).size).toBe(words.length);
  });
});

describe("searchChannels", () => {
  it.each(["", "  ", "\t"])("finds nothing for %j", (query) => {
    expect(search(query)).toEqual({
      kind: null,
      matches: [],
      suggestions: [],
    });
  });

  it("answers a genre word with every channel of the genre, those named by the word first", () => {
    const found = search("sports");
    expect(found.kind?.genres).toEqual(["sports"]);
    expect(names(found.matches).toSorted()).toEqual(
      ofGenres("sports").toSorted(),
    );
    expect(found.suggestions).toEqual([]);
    // TUDN is also "Univision Deportes".
    expect(names(search("deportes").matches)).toEqual([
      "TUDN",
      "ESPN",
      "ESPN News",
    ]);
  });

  it("answers a genre word as a genre even where a name holds it", () => {
    const found = search("news");
    expect(found.kind?.genres).toEqual(["news"]);
    expect(names(found.matches)).toEqual([
      "ESPN News",
      "CNN",
      "CNN en Español",
      "MSNBC",
    ]);
  });

  it("answers a topic with its kind, and the topic's first genres first", () => {
    expect(search("local news").kind?.topic).toBe(TOPICS[0]);
    expect(names(search("local news").matches)).toEqual(ofGenres("local"));
    expect(names(search("Liga MX").matches)).toEqual(
      ofGenres("sports", "spanish"),
    );
    expect(names(search("fútbol").matches)).toEqual([
      "TUDN",
      "ESPN",
      "ESPN News",
    ]);
    expect(names(search("kids channels").matches)).toEqual(ofGenres("kids"));
    expect(names(search("spanish news").matches)).toEqual(
      ofGenres("news", "spanish"),
    );
  });

  it("reads a channel's own name as its name, not as kind words", () => {
    const found = search("Cine Latino");
    expect(found.kind).toBeNull();
    expect(names(found.matches)).toEqual(["Cine Latino"]);
  });

  it("finds a channel by its other names", () => {
    for (const query of ["TCM", "tcm", "Turner"]) {
      const found = search(query);
      expect(found.kind).toBeNull();
      expect(names(found.matches), query).toEqual(["Turner Classic Movies"]);
    }
  });

  it("searches names when no channel has the kind a word names", () => {
    const found = search("premium");
    expect(found.kind).toBeNull();
    expect(found.matches).toEqual([]);
  });

  it("offers close spellings, nearest first, when nothing matches", () => {
    expect(names(search("ESPM").suggestions)).toEqual(["ESPN", "ESPN News"]);
    expect(names(search("Discovry").suggestions)).toEqual([
      "Discovery Channel",
    ]);
    expect(names(search("Univison").suggestions)).toEqual([
      "Univision",
      "TUDN",
    ]);
  });

  it("offers nothing unrelated, and no music channel for one shared word", () => {
    for (const query of [
      "MASN",
      "MSG",
      "SNY",
      "YES Network",
      "NBC Sports Philadelphia",
    ]) {
      const found = search(query);
      expect(found.matches, query).toEqual([]);
      expect(names(found.suggestions), query).toEqual([]);
    }
    expect(names(search("Jazz Mastres").suggestions)).toEqual(["Jazz Masters"]);
  });
});
