import { describe, expect, it } from "vitest";

import { popularChannels } from "./popular-channels";

const channel = (id: number, channelName: string, binary: number) => ({
  id,
  channelName,
  binary,
});

const lineup = [
  channel(1, "Alpha", 0b1),
  channel(2, "Beta", 0b1111),
  channel(3, "Gamma", 0b11),
  channel(4, "Delta", 0b1111),
  channel(5, "Epsilon", 0),
];

const names = (list: { channelName: string }[]) =>
  list.map((entry) => entry.channelName);

describe("popularChannels", () => {
  it.each([
    {
      case: "preferred names first, in their order, matched without case",
      preferred: ["gamma", "Alpha"],
      count: 3,
      expected: ["Gamma", "Alpha", "Beta"],
    },
    {
      case: "names the lineup lacks are skipped",
      preferred: ["Nowhere", "Delta"],
      count: 2,
      expected: ["Delta", "Beta"],
    },
    {
      case: "without preferred names, the most packages first, ties in file order",
      preferred: [],
      count: 3,
      expected: ["Beta", "Delta", "Gamma"],
    },
    {
      case: "never more than count, even from the preferred names",
      preferred: ["Alpha", "Beta", "Gamma"],
      count: 2,
      expected: ["Alpha", "Beta"],
    },
    {
      case: "a channel in no package is never offered",
      preferred: ["Epsilon"],
      count: 9,
      expected: ["Beta", "Delta", "Gamma", "Alpha"],
    },
  ])("$case", ({ preferred, count, expected }) => {
    expect(names(popularChannels(lineup, preferred, count))).toEqual(expected);
  });
});
