import { describe, expect, it } from "vitest";

import { shortenText } from "./shorten-text";

describe("shortenText", () => {
  it.each([
    ["", ""],
    ["platinum", "platinum"],
    ["x".repeat(60), "x".repeat(60)],
    ["x".repeat(61), `${"x".repeat(59)}…`],
  ])("%j reads %j", (value, shown) => {
    expect(shortenText(value)).toBe(shown);
  });
});
