import { describe, expect, it } from "vitest";

import { PACKAGE_KEYS, type PackageKey } from "~/config/constants";

import { choosePackage, selectorGroups } from "./package-choice";

const ALL = PACKAGE_KEYS.map((name) => ({ name }));
const names = (entries: { name: string }[]) => entries.map((e) => e.name);

describe("selectorGroups", () => {
  it("puts entries 1–4 first and entries 5–8 second", () => {
    const { primary, addOns } = selectorGroups(ALL);
    expect(names(primary)).toEqual(["core", "essentials", "elite", "ultimate"]);
    expect(names(addOns)).toEqual([
      "sportsFanatic",
      "miniSports",
      "latino",
      "starz",
    ]);
  });

  it("copes with a short list", () => {
    const { primary, addOns } = selectorGroups(ALL.slice(0, 5));
    expect(primary).toHaveLength(4);
    expect(names(addOns)).toEqual(["sportsFanatic"]);
  });
});

describe("choosePackage", () => {
  it.each<[string | null, PackageKey, string | null]>([
    [null, "ultimate", null],
    ["", "ultimate", null],
    ["core", "core", null],
    ["starz", "starz", null],
    ["SportsFanatic", "sportsFanatic", null],
    ["hbo", "ultimate", "hbo"],
    ["showtime", "ultimate", "showtime"],
    ["platinum", "ultimate", "platinum"],
    [
      "<img src=x onerror=alert(1)>",
      "ultimate",
      "<img src=x onerror=alert(1)>",
    ],
    ["constructor", "ultimate", "constructor"],
  ])("?pkg=%j selects %s (unknown: %j)", (pkg, selected, unknownValue) => {
    expect(choosePackage(pkg, ALL)).toEqual({ selected, unknownValue });
  });

  it("falls back to the first package when the default is not listed", () => {
    expect(choosePackage(null, ALL.slice(0, 2))).toEqual({
      selected: "core",
      unknownValue: null,
    });
  });

  it("selects nothing when there is no package", () => {
    expect(choosePackage("core", [])).toEqual({
      selected: null,
      unknownValue: "core",
    });
  });
});
