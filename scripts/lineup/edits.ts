import * as v from "valibot";

import { PACKAGE_BITS, type PackageKey } from "~/config/constants";
import type { GenreKey } from "~/config/genres";
import { quoted, shortened } from "~/data/parse-data";
import {
  type Channel,
  type ChannelsFile,
  channelNameSchema,
} from "~/data/schemas";
import {
  aliasCapProblem,
  describeName,
  invisibleNameProblem,
  lineupNames,
  lookalikeOf,
} from "../../build-tools/channel-name-rules";
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

/**
 * The id after the highest in use or in the record of changes (`reserved`),
 * so a removed channel's id is never given to another.
 */
export function nextFreeId(
  channels: readonly Channel[],
  reserved: readonly number[] = [],
): number {
  // A loop, not Math.max(...ids): a long record would overflow the call stack.
  let highest = 0;
  for (const id of reserved) highest = Math.max(highest, id);
  for (const channel of channels) highest = Math.max(highest, channel.id);
  return highest + 1;
}

/** What a new channel may carry besides its name and packages. */
export interface NewChannelDetails {
  /** Default: `music` for a music channel, none otherwise. */
  genres?: readonly GenreKey[] | undefined;
  aliases?: readonly string[] | undefined;
  /** Ids no new channel may take (those the record of changes names). */
  reservedIds?: readonly number[];
}

export function addChannel(
  file: ChannelsFile,
  name: string,
  keys: readonly PackageKey[],
  music: boolean,
  { genres, aliases = [], reservedIds = [] }: NewChannelDetails = {},
): EditResult {
  const channelName = name.trim();
  const problem =
    newNameProblem(file, channelName) ??
    aliasesProblem(file, channelName, aliases);
  if (problem) return { ok: false, message: problem };
  const channel: Channel = {
    id: nextFreeId(file.channels, reservedIds),
    channelName,
    binary: maskOf(keys),
  };
  const chosenGenres: GenreKey[] = genres
    ? [...genres]
    : music
      ? ["music"]
      : [];
  if (chosenGenres.length > 0) channel.genres = chosenGenres;
  if (aliases.length > 0)
    channel.aliases = aliases.map((alias) => alias.trim());
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

export function setGenres(
  file: ChannelsFile,
  channel: Channel,
  genres: readonly GenreKey[],
): EditResult {
  const before = channel.genres ?? [];
  return {
    ok: true,
    file: replace(file, channel, { ...channel, genres: [...genres] }),
    summary: `${channel.channelName}: genres ${listOrNone(before)} → ${listOrNone(genres)}${sameList(before, genres) ? " (no change)" : ""}`,
    music: musicIds(file.channels),
  };
}

/** Sets a channel's other names; none removes them all. */
export function setAliases(
  file: ChannelsFile,
  channel: Channel,
  aliases: readonly string[],
): EditResult {
  const names = aliases.map((alias) => alias.trim());
  const problem = aliasesProblem(file, channel.channelName, names, channel);
  if (problem) return { ok: false, message: problem };
  const before = channel.aliases ?? [];
  const next: Channel = { ...channel };
  if (names.length > 0) next.aliases = names;
  else delete next.aliases;
  return {
    ok: true,
    file: replace(file, channel, next),
    summary: `${channel.channelName}: aliases ${listOrNone(before, quoted)} → ${listOrNone(names, quoted)}${sameList(before, names) ? " (no change)" : ""}`,
    music: musicIds(file.channels),
  };
}

function listOrNone(
  items: readonly string[],
  show: (item: string) => string = (item) => item,
): string {
  return items.length > 0 ? items.map(show).join(", ") : "none";
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
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
  const hidden = invisibleNameProblem(channelName);
  if (hidden) {
    return `${quoted(shortened(channelName, SHOWN_NAME_LENGTH))} cannot be a channel name: it ${hidden}.`;
  }
  const others = file.channels.filter((entry) => entry.id !== renamed?.id);
  const existing = channelNamed(others, channelName);
  if (existing) {
    return `There is already a channel called ${quoted(existing.channelName)} (id ${existing.id}).`;
  }
  const known = aliasOwner(file.channels, channelName);
  if (known) {
    return known.channel.id === renamed?.id
      ? `${quoted(known.alias)} is already another name of this channel. Take it off first: set ${quoted(known.channel.channelName)} --aliases with the others.`
      : `${quoted(known.alias)} is already another name of the channel ${quoted(known.channel.channelName)} (id ${known.channel.id}).`;
  }
  // Another channel's name or any alias (this channel's would look like its name).
  const lookalike = lookalikeOf(
    channelName,
    lineupNames(file.channels).filter(
      (name) => name.alias !== undefined || name.channel.id !== renamed?.id,
    ),
  );
  if (lookalike) {
    return `${quoted(channelName)} looks like ${describeName(lookalike)}: the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.`;
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

/** The channel that has `name` as one of its other names (as names are matched), if any. */
function aliasOwner(
  channels: readonly Channel[],
  name: string,
): { channel: Channel; alias: string } | undefined {
  const wanted = nameKey(name).text;
  for (const channel of channels) {
    const alias = channel.aliases?.find(
      (candidate) => nameKey(candidate).text === wanted,
    );
    if (alias !== undefined) return { channel, alias };
  }
  return undefined;
}

/**
 * Why `aliases` cannot be the other names of the channel `channelName`
 * (`channel`, when it exists): one breaks the rules for names, reads as a
 * channel's name (its own included) or another channel's alias, or is given twice.
 */
function aliasesProblem(
  file: ChannelsFile,
  channelName: string,
  aliases: readonly string[],
  channel?: Channel,
): string | undefined {
  const others = file.channels.filter((entry) => entry.id !== channel?.id);
  const capped = aliasCapProblem(aliases);
  if (capped) return `The list of other names ${capped}.`;
  // Every other channel's names, this channel's own name, and the new list.
  const own = channel ?? { id: 0, channelName, binary: 0 };
  const names = [...lineupNames(others), { text: channelName, channel: own }];
  const given = new Map<string, string>();
  for (const alias of aliases) {
    const key = nameKey(alias).text;
    if (key.length === 0) {
      return `${quoted(alias)} cannot be another name: a name must have letters or digits.`;
    }
    const parsed = v.safeParse(channelNameSchema, alias);
    if (!parsed.success) {
      const shown = quoted(shortened(alias, SHOWN_NAME_LENGTH));
      return `${shown} cannot be another name: a name ${parsed.issues.map((issue) => issue.message).join("; and it ")}.`;
    }
    const hidden = invisibleNameProblem(alias);
    if (hidden) {
      return `${quoted(shortened(alias, SHOWN_NAME_LENGTH))} cannot be another name: it ${hidden}.`;
    }
    const twice = given.get(key);
    if (twice !== undefined) {
      return `${quoted(alias)} and ${quoted(twice)} are the same name (names are matched ignoring letter case, accents, spaces and punctuation); give it once.`;
    }
    given.set(key, alias);
    if (nameKey(channelName).text === key) {
      return `${quoted(alias)} is the channel's own name, not another name for it.`;
    }
    const named = channelNamed(others, alias);
    if (named) {
      return `${quoted(alias)} cannot be another name of ${quoted(channelName)}: it is the name of the channel ${quoted(named.channelName)} (id ${named.id}).`;
    }
    const known = aliasOwner(others, alias);
    if (known) {
      return `${quoted(alias)} cannot be another name of ${quoted(channelName)}: ${quoted(known.alias)} is already another name of the channel ${quoted(known.channel.channelName)} (id ${known.channel.id}).`;
    }
    const lookalike = lookalikeOf(alias, names);
    if (lookalike) {
      const which =
        lookalike.channel !== own
          ? describeName(lookalike)
          : lookalike.alias === undefined
            ? "the channel's own name"
            : `${quoted(lookalike.text)}, given before it`;
      return `${quoted(alias)} cannot be another name of ${quoted(channelName)}: it looks like ${which} (the two are confusable in some letter case: the same Unicode TR39 skeleton).`;
    }
    names.push({ text: alias, channel: own, alias: given.size });
  }
  return undefined;
}
