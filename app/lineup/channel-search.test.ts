import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";

import {
  createChannelIndex,
  genreOfQuery,
  searchChannels,
} from "./channel-search";

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
];
const index = createChannelIndex(LINEUP);
const names = (channels: readonly Channel[]) =>
  channels.map(({ channelName }) => channelName);

describe("genreOfQuery", () => {
  it.each([
    ["sports", "sports"],
    ["Sports", "sports"],
    ["deportes", "sports"],
    ["fútbol", "sports"],
    ["futbol", "sports"],
    ["local", "local"],
    ["Cadenas locales", "local"],
    ["news", "news"],
    ["Noticias", "news"],
    ["kids", "kids"],
    ["películas", "movies"],
    ["en español", "spanish"],
    ["espn", null],
    ["sport s", "sports"],
    ["", null],
  ])("%j → %s", (query, genre) => {
    expect(genreOfQuery(query)).toBe(genre);
  });
});

describe("searchChannels", () => {
  it.each(["", "  ", "\t"])("finds nothing for %j", (query) => {
    expect(searchChannels(index, query)).toEqual({
      genre: null,
      matches: [],
      suggestions: [],
    });
  });

  it("answers a genre word with the genre's channels, in the lineup's order", () => {
    const found = searchChannels(index, "sports");
    expect(found.genre).toBe("sports");
    expect(names(found.matches)).toEqual(["ESPN", "TUDN", "ESPN News"]);
    expect(found.suggestions).toEqual([]);
    expect(names(searchChannels(index, "deportes").matches)).toEqual([
      "ESPN",
      "TUDN",
      "ESPN News",
    ]);
  });

  it("answers a genre word as a genre even where a name holds it", () => {
    const found = searchChannels(index, "news");
    expect(found.genre).toBe("news");
    expect(names(found.matches)).toEqual(["CNN", "ESPN News"]);
  });

  it("finds a channel by its other names", () => {
    for (const query of ["TCM", "tcm", "Turner"]) {
      const found = searchChannels(index, query);
      expect(found.genre).toBeNull();
      expect(names(found.matches), query).toEqual(["Turner Classic Movies"]);
    }
    expect(names(searchChannels(index, "univision").matches)).toEqual(["TUDN"]);
  });

  it("searches names when no channel has the genre a word names", () => {
    const found = searchChannels(index, "premium");
    expect(found.genre).toBeNull();
    expect(found.matches).toEqual([]);
  });

  it("still offers close names when nothing matches", () => {
    const found = searchChannels(index, "ESPM");
    expect(found.matches).toEqual([]);
    expect(names(found.suggestions)).toEqual(["ESPN", "ESPN News"]);
  });
});
