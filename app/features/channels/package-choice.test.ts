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
  it.each<[string | null, PackageKey, string | null, PackageKey | null]>([
    [null, "ultimate", null, null],
    ["", "ultimate", null, null],
    ["core", "core", null, null],
    ["starz", "starz", null, null],
    ["SportsFanatic", "sportsFanatic", null, null],
    ["hbo", "ultimate", "hbo", "hbo"],
    ["HBO", "ultimate", "HBO", "hbo"],
    ["showtime", "ultimate", "showtime", "showtime"],
    ["platinum", "ultimate", "platinum", null],
    [
      "<img src=x onerror=alert(1)>",
      "ultimate",
      "<img src=x onerror=alert(1)>",
      null,
    ],
    ["constructor", "ultimate", "constructor", null],
  ])(
    "?pkg=%j selects %s (unknown: %j, beyond the selector: %j)",
    (pkg, selected, unknownValue, elsewhere) => {
      expect(choosePackage(pkg, ALL)).toEqual({
        selected,
        unknownValue,
        elsewhere,
      });
    },
  );

  it("falls back to the first package when the default is not listed", () => {
    expect(choosePackage(null, ALL.slice(0, 2))).toEqual({
      selected: "core",
      unknownValue: null,
      elsewhere: null,
    });
  });

  it("selects nothing when there is no package", () => {
    expect(choosePackage("core", [])).toEqual({
      selected: null,
      unknownValue: "core",
      elsewhere: null,
    });
  });
});
