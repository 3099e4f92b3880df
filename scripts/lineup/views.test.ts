import { describe, expect, it } from "vitest";

import type { ChannelsFile } from "~/data/schemas";

import { fixtureChannels } from "./test-data";
import {
  channelDetails,
  matrixCsv,
  matrixText,
  packageCounts,
  packageLineup,
} from "./views";

const file = fixtureChannels();

const small: ChannelsFile = {
  channels: [
    { id: 1, channelName: "Plain", binary: 1 },
    { id: 2, channelName: "Fish, Chips", binary: 2 },
    { id: 3, channelName: 'The "Best" One', binary: 3 },
  ],
  packages: [
    { name: "core", title: "Core" },
    { name: "essentials", title: "Essentials" },
  ],
};

describe("packageCounts", () => {
  it("counts the last 50 of a package longer than 50 as music", () => {
    const lineup: ChannelsFile = {
      channels: Array.from({ length: 60 }, (_, index) => ({
        id: index + 1,
        channelName: `Channel ${index + 1}`,
        // Channels 1–5 are core only, 6–10 essentials only, 11–60 (music) both.
        binary: index < 5 ? 1 : index < 10 ? 2 : 3,
      })),
      packages: small.packages,
    };
    expect(packageCounts(lineup)).toBe(
      [
        "Package                  TV channels  Music channels",
        "Core (core)                     5 TV        50 music",
        "Essentials (essentials)         5 TV        50 music",
      ].join("\n"),
    );
    expect(packageCounts(small)).toContain(
      "Core (core)                     2 TV         0 music",
    );
  });
});

describe("packageLineup", () => {
  it("lists TV channels, then the last 50 as music", () => {
    const lines = packageLineup(file, "core").split("\n");
    expect(lines[0]).toBe("Core (core)");
    expect(lines[1]).toBe("TV Channels (61)");
    expect(lines[63]).toBe("Music Channels (50)");
    expect(lines).toHaveLength(1 + 1 + 61 + 1 + 50);
  });

  it("has one box when a package has 50 channels or fewer", () => {
    expect(packageLineup(small, "core")).toBe(
      'Core (core)\nTV Channels (2)\n  Plain\n  The "Best" One',
    );
  });
});

describe("channelDetails", () => {
  it("gives the id, kind, packages and mask, and says when it has no genre or alias", () => {
    expect(
      channelDetails(small, {
        id: 3,
        channelName: 'The "Best" One',
        binary: 3,
      }),
    ).toBe(
      'The "Best" One\n  id:       3\n  kind:     TV\n  packages: core, essentials\n  bitmask:  3 (binary 11)\n  genres:   none\n  aliases:  none',
    );
  });

  it("lists the genres and the aliases, each alias quoted", () => {
    const details = channelDetails(small, {
      id: 2,
      channelName: "Fish, Chips",
      binary: 2,
      genres: ["lifestyle", "kids"],
      aliases: ["F&C", "Chips, Fish"],
    });
    expect(details.split("\n").slice(-2)).toEqual([
      "  genres:   lifestyle, kids",
      '  aliases:  "F&C", "Chips, Fish"',
    ]);
  });
});

describe("matrixCsv", () => {
  it("has a header line, then a CRLF-ended line per channel, quoted where needed", () => {
    expect(matrixCsv(small)).toBe(
      'id,channel,core,essentials\r\n1,Plain,1,0\r\n2,"Fish, Chips",0,1\r\n3,"The ""Best"" One",1,1\r\n',
    );
  });

  it("writes a channel name a spreadsheet would run as a formula as text", () => {
    const formulas: ChannelsFile = {
      ...small,
      channels: ["=1+1", "+Sports", "-News", "@Home"].map(
        (channelName, index) => ({ id: index + 1, channelName, binary: 1 }),
      ),
    };
    expect(matrixCsv(formulas).split("\r\n").slice(1, -1)).toEqual([
      `1,"'=1+1",1,0`,
      `2,"'+Sports",1,0`,
      `3,"'-News",1,0`,
      `4,"'@Home",1,0`,
    ]);
  });

  it("has one line per fixture channel", () => {
    const lines = matrixCsv(file).split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(1 + file.channels.length);
    expect(lines[0]).toBe(
      "id,channel,core,essentials,elite,ultimate,sportsFanatic,miniSports,latino,starz,showtime,hbo",
    );
  });
});

describe("matrixText", () => {
  it("numbers the package columns and fits 80 columns for the fixture lineup", () => {
    const lines = matrixText(file).split("\n");
    expect(lines[0]).toMatch(/^Packages: 1 core, 2 essentials, /);
    expect(lines).toHaveLength(2 + file.channels.length);
    expect(
      Math.max(...lines.slice(1).map((line) => line.length)),
    ).toBeLessThanOrEqual(80);
  });

  it("marks each package a channel is in", () => {
    expect(matrixText(small)).toBe(
      [
        "Packages: 1 core, 2 essentials",
        "Id  Channel         1  2",
        " 1  Plain           x  .",
        " 2  Fish, Chips     .  x",
        ' 3  The "Best" One  x  x',
      ].join("\n"),
    );
  });
});
