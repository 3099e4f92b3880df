import * as v from "valibot";

import { PACKAGE_BITS, type PackageKey } from "~/config/constants";
import { quoted, shortened } from "~/data/parse-data";
import {
  type Channel,
  type ChannelsFile,
  channelNameSchema,
} from "~/data/schemas";
import { confusableSkeleton } from "../../build-tools/confusable-skeleton";
import { packagesOf } from "../../app/lineup/membership";
import { nameKey } from "../../app/lineup/name-match";

import { insertionIndex, musicIds } from "./music-rule";
import { channelNamed } from "./names";

/**
 * The edits, as pure functions from one channels file to the next. Each
 * says what it did in one line, and which channels are music afterwards,
 * so the music rule can be checked against what the editor meant.
 */

export type EditResult =
  | { ok: true; file: ChannelsFile; summary: string; music: Set<number> }
  | { ok: false; message: string };

/** The membership mask of a set of packages. */
export function maskOf(keys: readonly PackageKey[]): number {
  return keys.reduce((mask, key) => mask | PACKAGE_BITS[key], 0);
}

/** "core, essentials", or "no package". */
export function packageList(binary: number): string {
  const keys = packagesOf(binary);
  return keys.length > 0 ? keys.join(", ") : "no package";
}

/** The id after the highest in use, so a removed channel's id is never given to another. */
export function nextFreeId(channels: readonly Channel[]): number {
  return (
    channels.reduce((highest, channel) => Math.max(highest, channel.id), 0) + 1
  );
}

export function addChannel(
  file: ChannelsFile,
  name: string,
  keys: readonly PackageKey[],
  music: boolean,
): EditResult {
  const channelName = name.trim();
  const problem = newNameProblem(file, channelName);
  if (problem) return { ok: false, message: problem };
  const channel: Channel = {
    id: nextFreeId(file.channels),
    channelName,
    binary: maskOf(keys),
  };
  const channels = [...file.channels];
  channels.splice(insertionIndex(file.channels, music), 0, channel);
  const musicAfter = musicIds(file.channels);
  if (music) musicAfter.add(channel.id);
  return {
    ok: true,
    file: { ...file, channels },
    summary: `Added "${channelName}" (id ${channel.id}) as a ${music ? "music" : "TV"} channel: ${packageList(channel.binary)}`,
    music: musicAfter,
  };
}

export function setPackages(
  file: ChannelsFile,
  channel: Channel,
  keys: readonly PackageKey[],
): EditResult {
  const binary = maskOf(keys);
  return {
    ok: true,
    file: replace(file, channel, { ...channel, binary }),
    summary: `${channel.channelName}: ${packageList(channel.binary)} → ${packageList(binary)}${binary === channel.binary ? " (no change)" : ""}`,
    music: musicIds(file.channels),
  };
}

export function removeChannel(
  file: ChannelsFile,
  channel: Channel,
): EditResult {
  const music = musicIds(file.channels);
  music.delete(channel.id);
  return {
    ok: true,
    file: {
      ...file,
      channels: file.channels.filter((entry) => entry.id !== channel.id),
    },
    summary: `Removed "${channel.channelName}" (id ${channel.id}), which was in ${packageList(channel.binary)}`,
    music,
  };
}

export function renameChannel(
  file: ChannelsFile,
  channel: Channel,
  name: string,
): EditResult {
  const channelName = name.trim();
  const problem = newNameProblem(file, channelName, channel);
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    file: replace(file, channel, { ...channel, channelName }),
    summary: `Renamed "${channel.channelName}" → "${channelName}" (id ${channel.id})${channelName === channel.channelName ? " (no change)" : ""}`,
    music: musicIds(file.channels),
  };
}

/** How much of a refused name a message shows. */
const SHOWN_NAME_LENGTH = 60;

/**
 * Why `channelName` cannot be the name of a new channel, or of `renamed`:
 * it breaks the schema's rules for names, another channel already has it
 * (as names are matched), or it looks like another's (Unicode TR39).
 */
function newNameProblem(
  file: ChannelsFile,
  channelName: string,
  renamed?: Channel,
): string | undefined {
  if (nameKey(channelName).text.length === 0) {
    return "A channel name must have letters or digits.";
  }
  const parsed = v.safeParse(channelNameSchema, channelName);
  if (!parsed.success) {
    const shown = quoted(shortened(channelName, SHOWN_NAME_LENGTH));
    return `${shown} cannot be a channel name: a channel name ${parsed.issues.map((issue) => issue.message).join("; and it ")}.`;
  }
  const others = file.channels.filter((entry) => entry.id !== renamed?.id);
  const existing = channelNamed(others, channelName);
  if (existing) {
    return `There is already a channel called ${quoted(existing.channelName)} (id ${existing.id}).`;
  }
  const skeleton = confusableSkeleton(channelName);
  const lookalike = others.find(
    (entry) => confusableSkeleton(entry.channelName) === skeleton,
  );
  if (lookalike) {
    return `${quoted(channelName)} looks like the channel ${quoted(lookalike.channelName)} (id ${lookalike.id}): the two names are confusable (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.`;
  }
  return undefined;
}

function replace(
  file: ChannelsFile,
  channel: Channel,
  next: Channel,
): ChannelsFile {
  return {
    ...file,
    channels: file.channels.map((entry) =>
      entry.id === channel.id ? next : entry,
    ),
  };
}
