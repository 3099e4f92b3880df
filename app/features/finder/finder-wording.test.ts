import { describe, expect, it } from "vitest";

import { optionChannels, perTvChannel } from "./finder-wording";
import type { FinderOption } from "./finder-answer";

const option = (
  tvCount: number,
  musicCount: number,
  centsPerTvChannel: number,
): FinderOption => ({
  parts: [],
  cents: 0,
  tvCount,
  musicCount,
  centsPerTvChannel,
  leftOut: [],
});

describe("perTvChannel", () => {
  it("prices TV channels only, and says the music channels are not counted", () => {
    expect(perTvChannel(option(61, 50, 66))).toBe(
      "About $0.66 per TV channel a month, across its 61 TV channels (its 50 music channels not counted).",
    );
  });

  it("says nothing of music when the option has none", () => {
    expect(perTvChannel(option(1, 0, 999))).toBe(
      "About $9.99 per TV channel a month, across its 1 TV channel.",
    );
  });
});

describe("optionChannels", () => {
  it("counts TV and music apart", () => {
    expect(optionChannels(option(127, 50, 0))).toBe(
      "127 TV channels and 50 music channels",
    );
    expect(optionChannels(option(3, 0, 0))).toBe("3 TV channels");
  });
});
