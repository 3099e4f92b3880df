import { describe, expect, it } from "vitest";

import { splitMusic } from "./music-split";

const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) => index + 1);

describe("splitMusic", () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [49, 49, 0],
    [50, 50, 0],
    [51, 1, 50],
    [120, 70, 50],
  ])("%i channels: %i TV, %i music", (total, tvCount, musicCount) => {
    const { tv, music } = splitMusic(numbered(total));
    expect(tv).toHaveLength(tvCount);
    expect(music).toHaveLength(musicCount);
    expect([...tv, ...music]).toEqual(numbered(total));
  });

  it("takes the last fifty as music", () => {
    const { tv, music } = splitMusic(numbered(120));
    expect(tv.at(-1)).toBe(70);
    expect(music[0]).toBe(71);
    expect(music.at(-1)).toBe(120);
  });
});
