import { describe, expect, it } from "vitest";

import { indefiniteArticle, stepLinkText, stepsIntro } from "./wording";

describe("indefiniteArticle", () => {
  it.each([
    ["iOS", "an"],
    ["LG", "an"],
    ["Android", "an"],
    ["Roku", "a"],
    ["Samsung", "a"],
    ["Web", "a"],
    ["Amazon Fire TV", "an"],
    ["Apple TV", "an"],
    ["Android TV", "an"],
    ["HBO", "an"],
    ["NBC", "an"],
    ["TCL", "a"],
    ["Vizio", "a"],
    ["Xbox", "an"],
    ["Universal remote", "a"],
    ["Echo Show", "an"],
  ])("%s takes %s", (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });
});

describe("stepsIntro", () => {
  it.each([
    [
      "iOS",
      "Mobile",
      "Here are the instructions to access the service from an iOS Mobile device.",
    ],
    [
      "Roku",
      "Streaming",
      "Here are the instructions to access the service from a Roku Streaming device.",
    ],
    [
      "LG",
      "Smart TV",
      "Here are the instructions to access the service from an LG Smart TV device.",
    ],
  ])("%s %s", (platform, device, sentence) => {
    expect(stepsIntro(platform, device)).toBe(sentence);
  });
});

describe("stepLinkText", () => {
  it.each([
    ["Web", "click to visit"],
    ["iOS", "or click here for the app store"],
    ["Roku", "or click here for the app store"],
    ["web", "or click here for the app store"],
  ])("%s reads %j", (platform, text) => {
    expect(stepLinkText(platform)).toBe(text);
  });
});
