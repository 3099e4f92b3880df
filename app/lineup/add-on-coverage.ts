import type { PackageKey } from "~/config/constants";
import type { ChannelsFile } from "~/data/schemas";
import { channelsInPackage } from "./membership";

interface PackageRef {
  name: PackageKey;
  title: string;
}

/** What an add-on adds to each primary package, from the channel lineup. */
export interface AddOnCoverage {
  /** Channels in the add-on. */
  total: number;
  /** Per active primary package, in order: how many of the add-on's channels it lacks. */
  newTo: { name: PackageKey; title: string; count: number }[];
  /** The first primary package that already holds every channel of the add-on, if one does. */
  holder: PackageRef | null;
}

export function addOnCoverage(
  addOn: PackageKey,
  primaries: readonly PackageRef[],
  lineup: ChannelsFile,
): AddOnCoverage {
  const channels = channelsInPackage(lineup.channels, addOn);
  const newTo = primaries.map(({ name, title }) => {
    const held = new Set(
      channelsInPackage(lineup.channels, name).map(({ id }) => id),
    );
    return {
      name,
      title,
      count: channels.filter(({ id }) => !held.has(id)).length,
    };
  });
  const holder =
    channels.length === 0
      ? null
      : (newTo.find(({ count }) => count === 0) ?? null);
  return {
    total: channels.length,
    newTo,
    holder: holder && { name: holder.name, title: holder.title },
  };
}
