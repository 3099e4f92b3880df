import { describe, expect, it } from "vitest";

import { PACKAGE_KEYS } from "~/config/constants";

import {
  NOT_FOUND_SLUG,
  channelBySlug,
  channelSlugs,
  packageSlug,
  slugify,
} from "./slug";

describe("slugify", () => {
  it.each([
    ["ESPN", "espn"],
    ["A&E", "a-and-e"],
    ["Paramount+ with Showtime", "paramount-plus-with-showtime"],
    ["Señal Colombia", "senal-colombia"],
    ["E! News", "e-news"],
    ["  Fox  Sports 1 ", "fox-sports-1"],
    ["Nick Jr.", "nick-jr"],
    ["Women's Sports Network", "womens-sports-network"],
    ["Amazon Fire TV", "amazon-fire-tv"],
    ["Smart TV", "smart-tv"],
    ["日本", ""],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("channelSlugs", () => {
  it("gives two names that slug alike two slugs, the older channel the plain one", () => {
    const slugs = channelSlugs([
      { id: 7, channelName: "E News" },
      { id: 3, channelName: "E! News" },
    ]);
    expect(slugs.get(3)).toBe("e-news");
    expect(slugs.get(7)).toBe("e-news-7");
  });

  it("never gives a channel the address of the not-found page", () => {
    const slugs = channelSlugs([{ id: 12, channelName: "404" }]);
    expect(slugify("404")).toBe(NOT_FOUND_SLUG);
    expect(slugs.get(12)).toBe("404-12");
  });

  it("keeps every slug unique, even against a name that reads like a suffixed slug", () => {
    const channels = [
      { id: 1, channelName: "ESPN" },
      { id: 2, channelName: "ESPN 59" },
      { id: 59, channelName: "E.S.P.N." },
      { id: 60, channelName: "日本" },
      { id: 61, channelName: "中国" },
    ];
    const slugs = channelSlugs(channels);
    expect(slugs.get(59)).toBe("espn-59-2");
    expect(slugs.get(60)).toBe("channel");
    expect(slugs.get(61)).toBe("channel-61");
    expect(new Set(slugs.values()).size).toBe(channels.length);
  });

  it("does not change a slug when a newer channel's name slugs alike", () => {
    const before = channelSlugs([{ id: 4, channelName: "HGTV" }]);
    const after = channelSlugs([
      { id: 9, channelName: "H.G.T.V." },
      { id: 4, channelName: "HGTV" },
    ]);
    expect(after.get(4)).toBe(before.get(4));
    expect(after.get(9)).toBe("hgtv-9");
  });

  it("finds a channel by its slug", () => {
    const channels = [
      { id: 1, channelName: "CNN" },
      { id: 2, channelName: "C.N.N." },
    ];
    expect(channelBySlug(channels, "cnn-2")?.id).toBe(2);
    expect(channelBySlug(channels, "nope")).toBeUndefined();
  });
});

describe("packageSlug", () => {
  it.each([
    ["core", "core"],
    ["sportsFanatic", "sports-fanatic"],
    ["miniSports", "mini-sports"],
    ["hbo", "hbo"],
  ])("%s → %s", (key, slug) => {
    expect(packageSlug(key)).toBe(slug);
  });

  it("gives every package key its own address, in the slugs' alphabet, never the not-found one", () => {
    const slugs = PACKAGE_KEYS.map(packageSlug);
    expect(new Set(slugs).size).toBe(PACKAGE_KEYS.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug).not.toBe(NOT_FOUND_SLUG);
    }
  });
});
