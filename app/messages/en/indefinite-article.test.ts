import { describe, expect, it } from "vitest";

import { indefiniteArticle } from "./indefinite-article";

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
