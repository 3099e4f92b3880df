import { describe, expect, it } from "vitest";

import { chooseSetup, readSetupQuery, writeSetupQuery } from "./setup-choice";

const DEVICES = [
  {
    name: "Mobile",
    platforms: [
      { name: "iOS", active: true },
      { name: "Windows Phone", active: false },
      { name: "Android", active: true },
    ],
  },
  { name: "Smart TV", platforms: [{ name: "LG", active: true }] },
  { name: "Game Console", platforms: [{ name: "Xbox", active: false }] },
];

const said = (device: string | null, platform: string | null) => {
  const choice = chooseSetup(device, platform, DEVICES);
  return [
    choice.device?.name ?? null,
    choice.platform?.name ?? null,
    choice.unknownDevice,
    choice.unknownPlatform,
  ];
};

describe("chooseSetup", () => {
  it.each<[string | null, string | null, (string | null)[]]>([
    [null, null, [null, null, null, null]],
    ["", "", [null, null, null, null]],
    ["Mobile", null, ["Mobile", null, null, null]],
    ["Mobile", "iOS", ["Mobile", "iOS", null, null]],
    ["smart tv", "lg", ["Smart TV", "LG", null, null]],
    ["MOBILE", "ANDROID", ["Mobile", "Android", null, null]],
    // Bad values fall back to no choice and are reported
    ["Toaster", "iOS", [null, null, "Toaster", null]],
    ["Mobile", "Palm", ["Mobile", null, null, "Palm"]],
    ["Mobile", "Windows Phone", ["Mobile", null, null, "Windows Phone"]],
    ["Mobile", "LG", ["Mobile", null, null, "LG"]],
    ["Game Console", "Xbox", [null, null, "Game Console", null]],
    [null, "iOS", [null, null, null, "iOS"]],
    ["<script>", null, [null, null, "<script>", null]],
    ["constructor", "__proto__", [null, null, "constructor", null]],
  ])("device %j, platform %j", (device, platform, expected) => {
    expect(said(device, platform)).toEqual(expected);
  });
});

describe("readSetupQuery and writeSetupQuery", () => {
  it.each([
    [
      { device: "Smart TV", platform: "LG" },
      "",
      "?device=Smart+TV&platform=LG",
    ],
    [{ device: "Mobile", platform: null }, "?platform=iOS", "?device=Mobile"],
    [{ device: null, platform: "iOS" }, "?device=Mobile", ""],
    [
      { device: "Mobile", platform: "iOS" },
      "?utm=x",
      "?utm=x&device=Mobile&platform=iOS",
    ],
  ])("%j over %j reads %j", (query, search, written) => {
    expect(writeSetupQuery(query, new URLSearchParams(search))).toBe(written);
  });

  it("reads back what it writes", () => {
    const query = { device: "Smart TV", platform: "LG" };
    expect(
      readSetupQuery(
        new URLSearchParams(writeSetupQuery(query, new URLSearchParams())),
      ),
    ).toEqual(query);
  });
});
