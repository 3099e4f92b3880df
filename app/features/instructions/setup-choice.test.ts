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

  // What a visitor's address bar may hold, as the screen then shows it.
  it.each<[string, (string | null)[]]>([
    ["", [null, null, null, null]],
    ["?device=Smart+TV&platform=LG", ["Smart TV", "LG", null, null]],
    ["?device=Smart%20TV&platform=LG", ["Smart TV", "LG", null, null]],
    ["?platform=LG&device=Smart+TV&utm=x", ["Smart TV", "LG", null, null]],
    // The first of repeated parameters counts.
    ["?device=Mobile&device=Toaster", ["Mobile", null, null, null]],
    // Parameter names are exact; values match in any case.
    ["?DEVICE=Mobile", [null, null, null, null]],
    ["?device=mobile&platform=ios", ["Mobile", "iOS", null, null]],
    ["?device=&platform=", [null, null, null, null]],
    ["?device", [null, null, null, null]],
    // Spaces around a name are not the name.
    ["?device=+Mobile+", [null, null, " Mobile ", null]],
    [
      "?device=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
      [null, null, "<img src=x onerror=alert(1)>", null],
    ],
    // Broken percent escapes are read as they stand, never thrown.
    ["?device=%E0%A4%A", [null, null, "\uFFFD%A", null]],
    ["?device=Mobile&platform=%", ["Mobile", null, null, "%"]],
  ])("the URL %j shows %j", (search, expected) => {
    const { device, platform } = readSetupQuery(new URLSearchParams(search));
    expect(said(device, platform)).toEqual(expected);
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
