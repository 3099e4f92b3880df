import { describe, expect, it } from "vitest";

import { channelCountText } from "./channel-count-text";

describe("channelCountText", () => {
  it.each([
    {
      tv: 61,
      music: 50,
      en: "61 TV channels + 50 music channels",
      es: "61 canales de TV + 50 canales de música",
    },
    { tv: 26, music: 0, en: "26 channels", es: "26 canales" },
    { tv: 1, music: 0, en: "1 channel", es: "1 canal" },
    { tv: 0, music: 0, en: "0 channels", es: "0 canales" },
    {
      tv: 1,
      music: 50,
      en: "1 TV channel + 50 music channels",
      es: "1 canal de TV + 50 canales de música",
    },
    {
      tv: 2,
      music: 1,
      en: "2 TV channels + 1 music channel",
      es: "2 canales de TV + 1 canal de música",
    },
  ])("writes $tv TV and $music music as $en / $es", ({ tv, music, en, es }) => {
    expect(channelCountText({ tv, music }, "en")).toBe(en);
    expect(channelCountText({ tv, music }, "es")).toBe(es);
  });
});
