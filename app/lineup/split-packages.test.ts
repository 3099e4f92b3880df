import { describe, expect, it } from "vitest";

import { splitPackages } from "./split-packages";

const entry = (name: string, active = true) => ({ name, active });
const names = (entries: { name: string }[]) => entries.map((e) => e.name);

describe("splitPackages", () => {
  it.each([
    {
      case: "ten active entries",
      entries: "abcdefghij".split("").map((n) => entry(n)),
      primary: ["a", "b", "c", "d"],
      addOns: ["e", "f", "g", "h", "i", "j"],
    },
    {
      case: "inactive entries in both parts stay out, positions hold",
      entries: [
        entry("core"),
        entry("essentials", false),
        entry("elite"),
        entry("ultimate"),
        entry("sports", false),
        entry("latino"),
        entry("hbo", false),
      ],
      primary: ["core", "elite", "ultimate"],
      addOns: ["latino"],
    },
    {
      case: "an inactive primary does not pull an add-on up",
      entries: [
        entry("a", false),
        entry("b"),
        entry("c"),
        entry("d"),
        entry("e"),
      ],
      primary: ["b", "c", "d"],
      addOns: ["e"],
    },
    {
      case: "fewer than four entries",
      entries: [entry("a"), entry("b")],
      primary: ["a", "b"],
      addOns: [],
    },
    { case: "no entries", entries: [], primary: [], addOns: [] },
  ])("$case", ({ entries, primary, addOns }) => {
    const split = splitPackages(entries);
    expect(names(split.primary)).toEqual(primary);
    expect(names(split.addOns)).toEqual(addOns);
  });
});
