import { describe, expect, it } from "vitest";

import type { ChannelsFile } from "~/data/schemas";

import {
  closestNames,
  editDistance,
  findChannel,
  findGenres,
  findPackage,
  findPackages,
  splitList,
} from "./names";
import { fixtureChannels } from "./test-data";

const file = fixtureChannels();

describe("findChannel", () => {
  it.each([
    { query: "ESPN", id: 59 },
    { query: "espn", id: 59 },
    { query: "  Espn ", id: 59 },
    { query: "espn 2", id: 61 },
    { query: "a and e", id: 1 },
    { query: "c span", id: 24 },
  ])("finds $query", ({ query, id }) => {
    const found = findChannel(file.channels, query);
    expect(found).toEqual({ ok: true, value: expect.objectContaining({ id }) });
  });

  it.each([
    {
      case: "a name matching several channels",
      query: "discovery",
      message:
        '"discovery" matches more than one channel: "Discovery Channel" (id 50), "Discovery en Español" (id 51), "Discovery Familia" (id 52), "Discovery Family" (id 53), "Discovery Life" (id 54), "Investigation Discovery" (id 104). Give the full name.',
    },
    {
      case: "a misspelt name",
      query: "discovry",
      message:
        'There is no channel called "discovry". Did you mean "Discovery Channel", "Discovery en Español", "Discovery Familia"?',
    },
    {
      case: "the start of only one name",
      query: "Bloomberg",
      message:
        'There is no channel called "Bloomberg". Did you mean "Bloomberg Television", "Boomerang"?',
    },
    {
      case: "a name like no other",
      query: "zzzzqqq",
      message: 'There is no channel called "zzzzqqq". Did you mean "Buzzr"?',
    },
    {
      case: "another name (alias) of a channel",
      query: "t.c.m.",
      message:
        'There is no channel called "t.c.m.": it is another name of "Turner Classic Movies" (id 191). Give the channel\'s own name.',
    },
    {
      case: "a name without letters",
      query: " - ",
      message: "A channel name must have letters or digits.",
    },
  ])("refuses $case", ({ query, message }) => {
    expect(findChannel(file.channels, query)).toEqual({ ok: false, message });
  });

  it("refuses a name two channels share once case is ignored", () => {
    const twins: ChannelsFile["channels"] = [
      { id: 1, channelName: "Espn", binary: 1 },
      { id: 2, channelName: "ESPN", binary: 2 },
    ];
    expect(findChannel(twins, "espn")).toEqual({
      ok: false,
      message:
        '"espn" matches more than one channel: "Espn" (id 1), "ESPN" (id 2). Rename one of them so that each name is distinct.',
    });
  });
});

describe("findPackages", () => {
  it.each([
    { list: "core", keys: ["core"] },
    { list: "Elite,CORE", keys: ["core", "elite"] },
    { list: "core, core", keys: ["core"] },
    { list: "sports fanatic,HBO", keys: ["sportsFanatic", "hbo"] },
    { list: "Mini Sports", keys: ["miniSports"] },
  ])("reads $list", ({ list, keys }) => {
    expect(findPackages(file.packages, list)).toEqual({
      ok: true,
      value: keys,
    });
  });

  it.each([
    {
      list: "core,cor",
      message:
        'There is no package called "cor". Did you mean "core"? The packages are: core, essentials, elite, ultimate, sportsFanatic, miniSports, latino, starz, showtime, hbo.',
    },
    { list: " , ", message: "Name at least one package." },
  ])("refuses $list", ({ list, message }) => {
    expect(findPackages(file.packages, list)).toEqual({ ok: false, message });
  });

  it("names the package it cannot find", () => {
    const found = findPackage(file.packages, "Platinum");
    expect(found.ok).toBe(false);
    expect(!found.ok && found.message).toMatch(
      /^There is no package called "Platinum"\./,
    );
  });
});

describe("findGenres", () => {
  const ALL =
    "The genres are: local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium.";

  it.each([
    { list: "sports", keys: ["sports"] },
    { list: "Sports, NEWS", keys: ["sports", "news"] },
    { list: "premium,movies", keys: ["premium", "movies"] },
  ])("reads $list in the order given", ({ list, keys }) => {
    expect(findGenres(list)).toEqual({ ok: true, value: keys });
  });

  it.each([
    {
      list: "sprots",
      message: `There is no genre called "sprots". Did you mean "sports"? ${ALL}`,
    },
    { list: "sports,Sports", message: "The genre sports is named twice." },
    { list: " ,", message: `Name at least one genre. ${ALL}` },
  ])("refuses $list", ({ list, message }) => {
    expect(findGenres(list)).toEqual({ ok: false, message });
  });
});

describe("splitList", () => {
  it("splits at commas, trims, and leaves blanks out", () => {
    expect(splitList(" FS1, Fox Sports 1 ,,")).toEqual(["FS1", "Fox Sports 1"]);
    expect(splitList("")).toEqual([]);
  });
});

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["core", "cor", 1],
    ["espn", "epsn", 2],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("closestNames", () => {
  it("puts search hits first, then near names, at most three", () => {
    expect(
      closestNames(
        "bravo",
        ["Brava", "Bravo TV", "Cozi", "Grava"],
        ["Bravo TV"],
      ),
    ).toEqual(["Bravo TV", "Brava", "Grava"]);
  });
});
