import { describe, expect, it } from "vitest";

import { type LineupVersion, lineupDiff, markdown } from "./diff";

const before: LineupVersion = {
  channels: {
    channels: [
      { id: 1, channelName: "ABC", binary: 3 },
      { id: 2, channelName: "ESPN", binary: 3 },
      { id: 3, channelName: "Old Name", binary: 2 },
      { id: 4, channelName: "Gone", binary: 1 },
    ],
    packages: [
      { name: "core", title: "Core" },
      { name: "essentials", title: "Essentials" },
    ],
  },
  packages: [
    {
      id: 1,
      name: "core",
      title: "Core",
      channels: "3 channels",
      description: "Core.",
      price: "39.99",
      active: true,
    },
    {
      id: 2,
      name: "essentials",
      title: "Essentials",
      channels: "3 channels",
      description: "More.",
      price: "54.99",
      label: "Best value",
      active: true,
    },
  ],
};

describe("lineupDiff", () => {
  it("says when nothing changed", () => {
    expect(lineupDiff(before, before, "HEAD")).toBe(
      "## Lineup changes since HEAD\n\nNo changes to the lineup or the packages.\n",
    );
  });

  it("lists channels per package, renames and package fields", () => {
    const after: LineupVersion = {
      channels: {
        ...before.channels,
        channels: [
          { id: 1, channelName: "ABC", binary: 3 },
          { id: 2, channelName: "ESPN", binary: 2 },
          { id: 3, channelName: "New *Name*", binary: 2 },
          { id: 5, channelName: "Fresh", binary: 3 },
        ],
      },
      packages: before.packages.map((entry) =>
        entry.name === "core"
          ? { ...entry, price: "42.99", label: "New" }
          : { ...entry, label: undefined, active: false },
      ),
    };
    expect(lineupDiff(before, after, "v1.0")).toBe(
      [
        "## Lineup changes since v1.0",
        "",
        "### Core",
        "",
        "- Added Fresh",
        "- Removed ESPN",
        "- Removed Gone",
        "",
        "### Essentials",
        "",
        "- Added Fresh",
        "",
        "### Renamed channels",
        "",
        "- Old Name → New \\*Name\\*",
        "",
        "### Packages",
        "",
        "- Core: price $39.99 → $42.99",
        '- Core: label (none) → "New"',
        '- Essentials: label "Best value" → (none)',
        "- Essentials: active true → false",
        "",
      ].join("\n"),
    );
  });
});

describe("markdown", () => {
  it.each([
    ["A&E", "A&E"],
    ["*NSYNC_", "\\*NSYNC\\_"],
    ["[Live] <HD> #1 | `x`", "\\[Live\\] \\<HD\\> \\#1 \\| \\`x\\`"],
  ])("%s → %s", (text, escaped) => {
    expect(markdown(text)).toBe(escaped);
  });
});
