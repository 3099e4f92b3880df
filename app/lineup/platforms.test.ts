import { describe, expect, it } from "vitest";

import {
  activePlatforms,
  findInstruction,
  isWebPlatform,
  selectableDevices,
} from "./platforms";

const devices = [
  {
    name: "Mobile",
    platforms: [
      { name: "iOS", active: true },
      { name: "Windows Phone", active: false },
      { name: "Android", active: true },
    ],
  },
  {
    name: "Smart TV",
    platforms: [
      { name: "Vizio", active: false },
      { name: "Samsung", active: true },
    ],
  },
  { name: "Game Console", platforms: [{ name: "Xbox", active: false }] },
  { name: "Watch", platforms: [] },
];

describe("activePlatforms", () => {
  it.each([
    ["Mobile", ["iOS", "Android"]],
    ["Smart TV", ["Samsung"]],
    ["Game Console", []],
    ["Watch", []],
  ])("%s lists %j", (deviceName, expected) => {
    const device = devices.find((d) => d.name === deviceName);
    expect(device && activePlatforms(device).map((p) => p.name)).toEqual(
      expected,
    );
  });
});

describe("selectableDevices", () => {
  it("keeps devices with an active platform, in file order", () => {
    expect(selectableDevices(devices).map((d) => d.name)).toEqual([
      "Mobile",
      "Smart TV",
    ]);
  });
});

describe("findInstruction", () => {
  const instructions = [
    { device: "Mobile", platform: "iOS", id: 1 },
    { device: "Mobile", platform: "Android", id: 2 },
    { device: "Streaming", platform: "Android", id: 3 },
  ];

  it.each([
    ["Mobile", "Android", 2],
    ["Streaming", "Android", 3],
    ["Mobile", "iOS", 1],
    ["Streaming", "iOS", undefined],
    ["mobile", "ios", undefined],
  ])("%s / %s is instruction %s", (device, platform, id) => {
    expect(findInstruction(instructions, device, platform)?.id).toBe(id);
  });
});

describe("isWebPlatform", () => {
  // The data file's name decides, in every language: "Web" exactly.
  it.each([
    ["Web", true],
    ["iOS", false],
    ["Roku", false],
    ["web", false],
  ])("%s: %s", (name, web) => {
    expect(isWebPlatform(name)).toBe(web);
  });
});
