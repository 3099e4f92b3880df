import { PRIMARY_PACKAGE_COUNT } from "~/config/constants";
import type { BusinessFacts, InBothLanguages } from "~/config/site";
import type { ChannelsFile } from "~/data/schemas";

import { isInPackage } from "./membership";

/** What a channel search that finds nothing says of local stations. */
export interface LocalStations {
  /** The local networks every primary package carries, in the lineup's order. */
  networks: readonly string[];
  /** How stations are chosen, when the business has said (`localStations`). */
  howChosen: InBothLanguages | undefined;
}

/**
 * The channels of the local-networks genre that every primary package
 * (entries 1–4 of the channels file's packages) carries, by name.
 */
export function localNetworks(
  lineup: Pick<ChannelsFile, "channels" | "packages">,
): string[] {
  const primary = lineup.packages.slice(0, PRIMARY_PACKAGE_COUNT);
  if (primary.length === 0) return [];
  return lineup.channels
    .filter(
      (channel) =>
        channel.genres?.includes("local") &&
        primary.every(({ name }) => isInPackage(channel.binary, name)),
    )
    .map(({ channelName }) => channelName);
}

/**
 * The local stations a search that finds nothing names, or null when no
 * local network is in every primary package: then it says nothing of them.
 */
export function localStations(
  lineup: Pick<ChannelsFile, "channels" | "packages">,
  facts: Pick<BusinessFacts, "localStations">,
): LocalStations | null {
  const networks = localNetworks(lineup);
  return networks.length === 0
    ? null
    : { networks, howChosen: facts.localStations };
}
