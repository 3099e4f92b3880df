import { describe, expect, it } from "vitest";

import { confusableSkeleton } from "./confusable-skeleton";

describe("confusableSkeleton (Unicode TR39)", () => {
  it.each([
    ["Cyrillic СNN", "\u0421NN", "CNN"],
    ["Greek ΑΜC", "\u0391\u039cC", "AMC"],
    ["Cyrillic ЕЅРN", "\u0415\u0405\u0420N", "ESPN"],
    ["a zero for an O", "H0ME", "HOME"],
    ["a zero-width space inside", "C\u200bNN", "CNN"],
    ["a composed and a decomposed accent", "Caf\u00e9", "Cafe\u0301"],
    ["rn for m", "Crnax", "Cmax"],
  ])("%s looks like its Latin twin", (_, lookalike, original) => {
    expect(confusableSkeleton(lookalike)).toBe(confusableSkeleton(original));
  });

  it.each([
    ["letter case", "cnn", "CNN"],
    ["another letter", "CNBC", "CNN"],
    ["a space", "A E", "AE"],
  ])("tells names apart that differ in %s", (_, one, other) => {
    expect(confusableSkeleton(one)).not.toBe(confusableSkeleton(other));
  });
});
