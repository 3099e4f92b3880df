import { describe, expect, it } from "vitest";

import * as c from "./constants";

describe("business constants", () => {
  it.each([
    ["core", 1],
    ["essentials", 2],
    ["elite", 4],
    ["ultimate", 8],
    ["sportsFanatic", 16],
    ["miniSports", 32],
    ["latino", 64],
    ["starz", 128],
    ["showtime", 256],
    ["hbo", 512],
  ] as const)("package %s has bit %i", (key, bit) => {
    expect(c.PACKAGE_BITS[key]).toBe(bit);
  });

  it("lists the package keys in bit order", () => {
    expect(c.PACKAGE_KEYS).toEqual([
      "core",
      "essentials",
      "elite",
      "ultimate",
      "sportsFanatic",
      "miniSports",
      "latino",
      "starz",
      "showtime",
      "hbo",
    ]);
  });

  it("has the largest mask with every bit set", () => {
    expect(c.MAX_PACKAGE_MASK).toBe(1023);
  });

  it.each([
    ["PRIMARY_PACKAGE_COUNT", c.PRIMARY_PACKAGE_COUNT, 4],
    ["SELECTOR_PACKAGE_LIMIT", c.SELECTOR_PACKAGE_LIMIT, 8],
    ["MUSIC_CHANNEL_COUNT", c.MUSIC_CHANNEL_COUNT, 50],
    ["DEFAULT_PACKAGE", c.DEFAULT_PACKAGE, "ultimate"],
    ["SIMULTANEOUS_STREAMS", c.SIMULTANEOUS_STREAMS, 5],
    ["CATCH_UP_HOURS", c.CATCH_UP_HOURS, 72],
    ["DRAWER_WIDTH_PERCENT", c.DRAWER_WIDTH_PERCENT, 50],
    ["DRAWER_Z_INDEX", c.DRAWER_Z_INDEX, 99999],
    ["LOGO_HEIGHT_SMALL_PX", c.LOGO_HEIGHT_SMALL_PX, 30],
    ["LOGO_HEIGHT_PX", c.LOGO_HEIGHT_PX, 40],
    ["MENU_BREAKPOINT_EM", c.MENU_BREAKPOINT_EM, 60],
    ["FIXED_BAR_MIN_HEIGHT_EM", c.FIXED_BAR_MIN_HEIGHT_EM, 20],
  ] as const)("%s is %s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
