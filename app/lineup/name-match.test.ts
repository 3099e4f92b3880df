import { describe, expect, it } from "vitest";

import {
  CLOSE_SPELLINGS,
  MATCH_RANK,
  NO_MATCH,
  allowedEdits,
  closeSpellings,
  createNameIndex,
  editDistance,
  matchRank,
  nameKey,
  nameMatches,
  searchNames,
} from "./name-match";

describe("nameKey", () => {
  it.each([
    ["ESPN", "espn", [0]],
    ["Fish & Chips <TV>", "fishandchipstv", [0, 4, 7, 12]],
    ["A&E", "aande", [0, 1, 4]],
    ["C-SPAN2", "cspan2", [0, 1]],
    ["Galavisión", "galavision", [0]],
    ["CNN en Español", "cnnenespanol", [0, 3, 5]],
    ["'50s Gold", "50sgold", [0, 3]],
    ["  ", "", []],
  ])("%j → %j", (name, text, starts) => {
    expect(nameKey(name)).toEqual({ text, starts });
  });
});

describe("nameMatches", () => {
  it.each([
    // Letter case, punctuation and spaces
    ["ESPN", "espn", true],
    ["ESPN", "ESPN", true],
    ["C-SPAN", "cspan", true],
    ["C-SPAN", "c span", true],
    ["E!", "e", true],
    ["Nick Jr.", "nick jr", true],
    ["'50s Gold", "50s", true],
    ["Galavisión", "galavision", true],
    ["CNN en Español", "espanol", true],
    // "&" and "and"
    ["A&E", "A and E", true],
    ["A&E", "a&e", true],
    ["Hallmark Movies & Mysteries", "movies and mysteries", true],
    ["Barnes and Noble TV", "barnes & noble", true],
    // One typo from four characters on
    ["ESPN", "ESPM", true],
    ["ESPN2", "espm", true],
    ["Discovery Channel", "discovry", true],
    ["Discovery Channel", "discoverry", true],
    ["Discovery Channel", "dicsovery", true],
    ["Discovery Channel", "discovery chanel", true],
    ["Nickelodeon", "nickelodion", true],
    ["The Weather Channel", "wether", true],
    // …but only one
    ["ESPN", "EPSM", false],
    ["Discovery Channel", "dscovry", false],
    // Short queries match exactly, and under three characters only at a word start
    ["ESPN", "esp", true],
    ["NBC", "abc", false],
    ["CNBC", "cnn", false],
    ["CBS", "cbc", false],
    ["HBO", "hbx", false],
    ["ABC News Live", "new", true],
    ["MTV", "tv", false],
    ["TV Land", "tv", true],
    ["Antenna TV", "tv", true],
    ["ESPN", "s", false],
    ["ESPN", "e", true],
    // Nothing to look for
    ["ESPN", "", false],
    ["ESPN", " & ", false],
    ["ESPN", "???", false],
  ])("%j matches %j: %s", (name, query, expected) => {
    expect(nameMatches(name, query)).toBe(expected);
  });
});

describe("matchRank", () => {
  it.each([
    ["ESPN", "espn", MATCH_RANK.exact],
    ["ESPN2", "espn", MATCH_RANK.prefix],
    ["Fox News Channel", "news", MATCH_RANK.wordStart],
    ["ESPNews", "news", MATCH_RANK.inside],
    ["ESPN", "espm", MATCH_RANK.typoAtStart],
    ["CNN en Español", "espm", MATCH_RANK.typoAtWord],
    ["ESPN", "hbo", NO_MATCH],
  ])("%j for %j is %i", (name, query, rank) => {
    expect(matchRank(nameKey(name), nameKey(query).text)).toBe(rank);
  });
});

describe("searchNames", () => {
  const names = [
    "ESPNews",
    "ESPN Deportes",
    "ESPN",
    "Fox News Channel",
    "ESPN2",
    "NBC",
    "CNN en Español",
  ];
  const index = createNameIndex(names, (name) => [name]);

  it("puts the exact name first, then names starting with it, then the rest", () => {
    expect(searchNames(index, "espn")).toEqual({
      matches: ["ESPN", "ESPNews", "ESPN Deportes", "ESPN2"],
      suggestions: [],
    });
    expect(searchNames(index, "news").matches).toEqual([
      "Fox News Channel",
      "ESPNews",
    ]);
  });

  it("offers names one typo away as suggestions, never as matches, and only when none match as typed", () => {
    expect(searchNames(index, "ESPM")).toEqual({
      matches: [],
      suggestions: [
        "ESPNews",
        "ESPN Deportes",
        "ESPN",
        "ESPN2",
        "CNN en Español",
      ],
    });
    expect(searchNames(index, "espa")).toEqual({
      matches: ["CNN en Español"],
      suggestions: [],
    });
  });

  it("finds nothing for an empty query", () => {
    const nothing = { matches: [], suggestions: [] };
    expect(searchNames(index, "")).toEqual(nothing);
    expect(searchNames(index, " - ")).toEqual(nothing);
  });
});

describe("searchNames, typed by a Spanish speaker", () => {
  const names = [
    "ESPN",
    "ESPN Deportes",
    "Música Urbana",
    "Canal Fútbol",
    "Telemundo",
    "Galavisión",
    "CNN en Español",
    "Discovery en Español",
    "Cine Mexicano",
    "Niños TV",
    "Ñoño Kids",
    "Pequeños Héroes",
  ];
  const index = createNameIndex(names, (name) => [name]);
  const found = (query: string) => searchNames(index, query).matches;

  it.each([
    // Accents and ñ are not needed to find a name, nor do they get in the way.
    ["musica", ["Música Urbana"]],
    ["MUSICA", ["Música Urbana"]],
    ["música", ["Música Urbana"]],
    ["musica urbana", ["Música Urbana"]],
    ["futbol", ["Canal Fútbol"]],
    ["galavision", ["Galavisión"]],
    ["espanol", ["CNN en Español", "Discovery en Español"]],
    ["en español", ["CNN en Español", "Discovery en Español"]],
    ["ninos", ["Niños TV"]],
    ["nono", ["Ñoño Kids"]],
    ["heroes", ["Pequeños Héroes"]],
    ["mexicano", ["Cine Mexicano"]],
    // The Spanish-language channels come up with their English siblings.
    ["espn", ["ESPN", "ESPN Deportes"]],
    ["deportes", ["ESPN Deportes"]],
  ])("%j finds %j", (query, expected) => {
    expect(found(query)).toEqual(expected);
  });

  it("forgives one typo in an accent-free query, as a suggestion", () => {
    expect(searchNames(index, "musoca")).toEqual({
      matches: [],
      suggestions: ["Música Urbana"],
    });
    expect(searchNames(index, "telemundo")).toEqual({
      matches: ["Telemundo"],
      suggestions: [],
    });
  });
});

describe("createNameIndex", () => {
  it("prepares the names the first time they are searched, and once", () => {
    const named: string[] = [];
    const index = createNameIndex(["ESPN", "CNN"], (name) => {
      named.push(name);
      return [name];
    });
    expect(searchNames(index, "  ")).toEqual({ matches: [], suggestions: [] });
    expect(named).toEqual([]);
    expect(searchNames(index, "cnn").matches).toEqual(["CNN"]);
    expect(searchNames(index, "espn").matches).toEqual(["ESPN"]);
    expect(named).toEqual(["ESPN", "CNN"]);
  });
});

describe("searchNames with several names an item", () => {
  const channels = [
    { name: "Turner Classic Movies", others: ["TCM"] },
    { name: "FS1", others: ["Fox Sports 1"] },
    { name: "Fox News Channel", others: [] },
  ];
  const index = createNameIndex(channels, ({ name, others }) => [
    name,
    ...others,
  ]);
  const names = (query: string) =>
    searchNames(index, query).matches.map(({ name }) => name);

  it("finds an item by any of its names, in any letter case", () => {
    expect(names("TCM")).toEqual(["Turner Classic Movies"]);
    expect(names("tcm")).toEqual(["Turner Classic Movies"]);
    expect(names("Turner")).toEqual(["Turner Classic Movies"]);
  });

  it("ranks an item by its best-matching name", () => {
    // "Fox Sports 1" starts with "fox", as "Fox News Channel" does.
    expect(names("fox")).toEqual(["FS1", "Fox News Channel"]);
    expect(names("fox sports")).toEqual(["FS1"]);
  });

  it("forgives a typo in another name as in the first", () => {
    expect(searchNames(index, "Fox Sprots").suggestions).toEqual([channels[1]]);
  });
});

describe("editDistance", () => {
  it.each([
    ["espn", "espn", 0],
    ["espm", "espn", 1],
    ["epsn", "espn", 1],
    ["esp", "espn", 1],
    ["espnn", "espn", 1],
    ["masn", "msnbc", 3],
    ["kitten", "sitting", 3],
  ])("%j to %j is %i", (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
    expect(editDistance(b, a, 5)).toBe(distance);
  });

  it("stops past the limit", () => {
    expect(editDistance("masn", "msnbc", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("allowedEdits", () => {
  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 3],
    [40, 3],
  ])("a query of %i letters may be %i edits off", (length, edits) => {
    expect(allowedEdits(length)).toBe(edits);
  });
});

describe("closeSpellings", () => {
  const items = [
    "Jazz Masters",
    "Discovery Channel",
    "Discovery Family",
    "Discovery Life",
    "Discovery en Español",
    "MSNBC",
  ];
  const index = createNameIndex(items, (name) => [name]);

  it(`offers at most ${CLOSE_SPELLINGS}, in the given order among equals`, () => {
    expect(closeSpellings(index, "Discovry")).toEqual([
      "Discovery Channel",
      "Discovery Family",
      "Discovery Life",
    ]);
  });

  it("matches one word of a name unless the item takes whole names only", () => {
    expect(closeSpellings(index, "Mastres")).toEqual(["Jazz Masters"]);
    expect(
      closeSpellings(index, "Mastres", (name) => name === "Jazz Masters"),
    ).toEqual([]);
    expect(
      closeSpellings(index, "Jaz Masters", (name) => name === "Jazz Masters"),
    ).toEqual(["Jazz Masters"]);
  });

  it("offers nothing for a short query or a far one", () => {
    expect(closeSpellings(index, "MSN")).toEqual([]);
    expect(closeSpellings(index, "MASN")).toEqual([]);
  });
});
