import { describe, expect, it } from "vitest";

import { confusableSkeleton, foldedSkeleton } from "./confusable-skeleton";

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

describe("foldedSkeleton", () => {
  it.each([
    ["Cyrillic Сnn", "\u0421nn", "CNN"],
    ["Cyrillic сnn", "\u0441nn", "CNN"],
    ["Cyrillic еѕрn", "\u0435\u0455\u0440n", "ESPN"],
    ["Cyrillic СNN in capitals", "\u0421NN", "cnn"],
    ["Lisu ꓚ, whose prototype is a capital", "\ua4daNN", "cnn"],
    ["the same name in another case", "Fox News", "FOX NEWS"],
    ["a sharp s", "Straße", "STRASSE"],
    ["Greek ΑΜC in small letters", "\u0391\u039cC", "amc"],
    ["Cyrillic and Latin mixed, Тсm", "\u0422\u0441m", "TCM"],
    ["Greek ΚΝ and a small L for KN1", "\u039a\u039dl", "kn1"],
  ])("%s looks like its twin in any case", (_, lookalike, original) => {
    expect(foldedSkeleton(lookalike)).toBe(foldedSkeleton(original));
  });

  it.each([
    ["another letter", "CNBC", "cnn"],
    ["a space", "A E", "ae"],
  ])("tells names apart that differ in %s", (_, one, other) => {
    expect(foldedSkeleton(one)).not.toBe(foldedSkeleton(other));
  });
});
