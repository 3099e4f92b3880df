import { describe, expect, it } from "vitest";

import { PACKAGE_KEYS, type PackageKey } from "~/config/constants";

import { channelsInPackage, isInPackage, packagesOf } from "./membership";

describe("packagesOf", () => {
  it.each<[number, PackageKey[]]>([
    [1, ["core"]],
    [8, ["ultimate"]],
    [15, ["core", "essentials", "elite", "ultimate"]],
    [12, ["elite", "ultimate"]],
    [16 + 32, ["sportsFanatic", "miniSports"]],
    [8 + 64, ["ultimate", "latino"]],
    [128, ["starz"]],
    [256, ["showtime"]],
    [512, ["hbo"]],
    [1023, [...PACKAGE_KEYS]],
    [0, []],
    [1024, []],
  ])("mask %i is in %j", (binary, keys) => {
    expect(packagesOf(binary)).toEqual(keys);
  });
});

describe("isInPackage", () => {
  it.each<[number, PackageKey, boolean]>([
    [9, "core", true],
    [9, "ultimate", true],
    [9, "essentials", false],
    [1023, "hbo", true],
    [511, "hbo", false],
    [1024, "core", false],
  ])("mask %i in %s: %s", (binary, key, expected) => {
    expect(isInPackage(binary, key)).toBe(expected);
  });
});

describe("channelsInPackage", () => {
  const channels = [
    { channelName: "ABC", binary: 15 },
    { channelName: "ESPN", binary: 15 + 16 },
    { channelName: "NFL RedZone", binary: 8 + 16 },
    { channelName: "HBO", binary: 512 },
    { channelName: "Univision", binary: 1 + 64 },
  ];
  const names = (key: PackageKey) =>
    channelsInPackage(channels, key).map((channel) => channel.channelName);

  it.each<[PackageKey, string[]]>([
    ["core", ["ABC", "ESPN", "Univision"]],
    ["ultimate", ["ABC", "ESPN", "NFL RedZone"]],
    ["sportsFanatic", ["ESPN", "NFL RedZone"]],
    ["latino", ["Univision"]],
    ["hbo", ["HBO"]],
    ["showtime", []],
  ])("%s holds %j, in file order", (key, expected) => {
    expect(names(key)).toEqual(expected);
  });
});
