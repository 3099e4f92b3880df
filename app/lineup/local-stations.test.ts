import { describe, expect, it } from "vitest";

import { PACKAGE_BITS, PACKAGE_KEYS } from "~/config/constants";
import type { ChannelsFile } from "~/data/schemas";
import { SAMPLE_FACTS } from "../../test/support/business-facts";

import { localNetworks, localStations } from "./local-stations";

const { core, essentials, elite, ultimate, latino, hbo } = PACKAGE_BITS;
const EVERY_PRIMARY = core | essentials | elite | ultimate;

/** A channels file with every package, in bit order, and the given channels. */
const lineup = (channels: ChannelsFile["channels"]): ChannelsFile => ({
  channels,
  packages: PACKAGE_KEYS.map((name) => ({ name, title: name })),
});

const LINEUP = lineup([
  { id: 1, channelName: "Zeta 4", binary: EVERY_PRIMARY, genres: ["local"] },
  { id: 2, channelName: "News Now", binary: EVERY_PRIMARY, genres: ["news"] },
  {
    id: 3,
    channelName: "Canal Local",
    binary: essentials | elite | ultimate | latino,
    genres: ["local", "spanish"],
  },
  {
    id: 4,
    channelName: "Alpha 7",
    binary: EVERY_PRIMARY | hbo,
    genres: ["news", "local"],
  },
  { id: 5, channelName: "Latino 9", binary: latino, genres: ["local"] },
  { id: 6, channelName: "Unlabelled", binary: EVERY_PRIMARY },
]);

describe("localNetworks", () => {
  it("names the local networks in every primary package, in the lineup's order", () => {
    expect(localNetworks(LINEUP)).toEqual(["Zeta 4", "Alpha 7"]);
  });

  it("takes the primary packages by position in the channels file", () => {
    // Latino listed first is a primary package of this file; Core is not.
    const packages = [
      { name: "latino" as const, title: "Latino" },
      { name: "essentials" as const, title: "Essentials" },
      { name: "elite" as const, title: "Elite" },
      { name: "ultimate" as const, title: "Ultimate" },
      { name: "core" as const, title: "Core" },
    ];
    expect(localNetworks({ ...LINEUP, packages })).toEqual(["Canal Local"]);
  });

  it("is empty when no local network is in every primary package, or there is none", () => {
    expect(localNetworks(lineup(LINEUP.channels.slice(1, 3)))).toEqual([]);
    expect(localNetworks(lineup([]))).toEqual([]);
    expect(localNetworks({ ...LINEUP, packages: [] })).toEqual([]);
  });
});

describe("localStations", () => {
  it("carries the networks, and how stations are chosen only when the fact is set", () => {
    expect(localStations(LINEUP, {})).toEqual({
      networks: ["Zeta 4", "Alpha 7"],
      howChosen: undefined,
    });
    expect(localStations(LINEUP, SAMPLE_FACTS)).toEqual({
      networks: ["Zeta 4", "Alpha 7"],
      howChosen: SAMPLE_FACTS.localStations,
    });
  });

  it("is null without a local network in every primary package, even with the fact set", () => {
    const none = lineup(LINEUP.channels.slice(1, 3));
    expect(localStations(none, {})).toBeNull();
    expect(localStations(none, SAMPLE_FACTS)).toBeNull();
  });
});
