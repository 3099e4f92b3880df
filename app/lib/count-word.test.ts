import { describe, expect, it } from "vitest";

import { countWord, countWordCapitalized } from "./count-word";

describe("countWord", () => {
  it.each([
    [0, "zero"],
    [4, "four"],
    [5, "five"],
    [10, "ten"],
    [11, "11"],
    [72, "72"],
    [-1, "-1"],
    [2.5, "2.5"],
  ])("writes %s as %s", (count, expected) => {
    expect(countWord(count)).toBe(expected);
  });

  it("capitalizes words and leaves digits alone", () => {
    expect(countWordCapitalized(4)).toBe("Four");
    expect(countWordCapitalized(72)).toBe("72");
  });
});
