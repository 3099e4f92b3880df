import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import * as v from "valibot";

import { describe, expect, it } from "vitest";

import {
  confusableSkeleton,
  foldedSkeleton,
  lookalikeKeys,
  sameLookalikeKey,
} from "./confusable-skeleton";

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

describe("lookalikeKeys", () => {
  it.each([
    ["small capitals ʜʙᴏ", "\u029c\u0299\u1d0f", "HBO"],
    ["small capitals ᴄɴɴ", "\u1d04\u0274\u0274", "CNN"],
    ["small capitals ᴛᴄᴍ", "\u1d1b\u1d04\u1d0d", "TCM"],
    [
      "Cyrillic нво, whose prototypes are small capitals",
      "\u043d\u0432\u043e",
      "HBO",
    ],
    ["Cyrillic тnт", "\u0442n\u0442", "TNT"],
    [
      "Cyrillic Тсм, whose м is a turned w in small letters",
      "\u0422\u0441\u043c",
      "TCM",
    ],
    ["Greek ν, a v in small letters", "\u03bdbc", "vbc"],
    ["Greek ν, an N in capitals", "\u03bdbc", "NBC"],
    ["rn for m", "rn", "M"],
  ])("%s looks like its twin", (_, lookalike, original) => {
    expect(
      sameLookalikeKey(lookalikeKeys(lookalike), lookalikeKeys(original)),
    ).toBe(true);
  });

  it.each([
    ["another letter", "CNBC", "CNN"],
    ["a small capital of another letter", "\u1d04\u0274\u0299", "CNN"],
    ["a space", "A E", "AE"],
  ])("tells names apart that differ in %s", (_, one, other) => {
    expect(sameLookalikeKey(lookalikeKeys(one), lookalikeKeys(other))).toBe(
      false,
    );
  });

  it("gives each pair of a sample of Unicode's confusables table one key", () => {
    // The table as the package ships it: each character and its prototype.
    const table = v.parse(
      v.record(v.string(), v.string()),
      JSON.parse(
        readFileSync(
          createRequire(import.meta.url).resolve("unhomoglyph/data.json"),
          "utf8",
        ),
      ),
    );
    // TR39 decomposes a name before it looks characters up, so a table row
    // for a character that decomposes (such as "ȧ") is never reached.
    const pairs = Object.entries(table).filter(
      ([character]) => character.normalize("NFD") === character,
    );
    expect(pairs.length).toBeGreaterThan(5000);
    const sample = pairs.filter((_, index) => index % 20 === 0);
    const apart = sample.filter(
      ([character, prototype]) =>
        !sameLookalikeKey(lookalikeKeys(character), lookalikeKeys(prototype)),
    );
    expect(apart).toEqual([]);
  });
});
