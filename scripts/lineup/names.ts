import type { PackageKey } from "~/config/constants";
import { GENRES, type GenreKey } from "~/config/genres";
import type { Channel, ChannelPackage } from "~/data/schemas";
import {
  MATCH_RANK,
  NO_MATCH,
  createNameIndex,
  matchRank,
  nameKey,
  searchNames,
} from "../../app/lineup/name-match";

/**
 * Finds channels and packages by the names editors type. A name must match
 * exactly, ignoring letter case, accents, spaces and punctuation as the
 * site's channel search does; anything looser is refused with suggestions,
 * so an edit never lands on a channel nobody named.
 */

/** How many close names a refusal suggests. */
const SUGGESTION_COUNT = 3;

export type Found<T> = { ok: true; value: T } | { ok: false; message: string };

/** The channel called `name`, or why there is none. */
export function findChannel(
  channels: readonly Channel[],
  name: string,
): Found<Channel> {
  const wanted = nameKey(name).text;
  if (wanted.length === 0) {
    return {
      ok: false,
      message: "A channel name must have letters or digits.",
    };
  }
  const exact = channels.filter(
    (channel) => nameKey(channel.channelName).text === wanted,
  );
  const [only] = exact;
  if (only && exact.length === 1) return { ok: true, value: only };
  if (exact.length > 1) {
    return {
      ok: false,
      message: `"${name}" matches more than one channel: ${listNames(exact)}. Rename one of them so that each name is distinct.`,
    };
  }
  const asTyped = channels.filter(
    (channel) =>
      matchRank(nameKey(channel.channelName), wanted) <
        MATCH_RANK.typoAtStart &&
      matchRank(nameKey(channel.channelName), wanted) !== NO_MATCH,
  );
  if (asTyped.length > 1) {
    const shown = asTyped.slice(0, 8);
    return {
      ok: false,
      message: `"${name}" matches more than one channel: ${listNames(shown)}${asTyped.length > shown.length ? ` and ${asTyped.length - shown.length} more` : ""}. Give the full name.`,
    };
  }
  // An edit names a channel by its own name; another name points to it.
  const known = channels.find((channel) =>
    channel.aliases?.some((alias) => nameKey(alias).text === wanted),
  );
  if (known) {
    return {
      ok: false,
      message: `There is no channel called "${name}": it is another name of "${known.channelName}" (id ${known.id}). Give the channel's own name.`,
    };
  }
  const { matches, suggestions: close } = searchNames(
    createNameIndex(channels, (channel) => [channel.channelName]),
    name,
  );
  const searchHits = [...matches, ...close].map(
    (channel) => channel.channelName,
  );
  const suggestions = closestNames(
    name,
    channels.map((channel) => channel.channelName),
    searchHits,
  );
  return {
    ok: false,
    message: `There is no channel called "${name}".${didYouMean(suggestions)}`,
  };
}

/** The channel already called `name` (as the matching rule reads names), if any. */
export function channelNamed(
  channels: readonly Channel[],
  name: string,
): Channel | undefined {
  const wanted = nameKey(name).text;
  return channels.find(
    (channel) => nameKey(channel.channelName).text === wanted,
  );
}

/** The package keys named in `list` ("core,elite" or "Sports Fanatic"), in bit order. */
export function findPackages(
  packages: readonly ChannelPackage[],
  list: string,
): Found<PackageKey[]> {
  const names = splitList(list);
  if (names.length === 0) {
    return { ok: false, message: "Name at least one package." };
  }
  const keys = new Set<PackageKey>();
  for (const name of names) {
    const found = findPackage(packages, name);
    if (!found.ok) return found;
    keys.add(found.value);
  }
  return {
    ok: true,
    value: packages.map((entry) => entry.name).filter((key) => keys.has(key)),
  };
}

/** The genre keys named in `list` ("sports,news"), in the order given. */
export function findGenres(list: string): Found<GenreKey[]> {
  const names = splitList(list);
  if (names.length === 0) {
    return {
      ok: false,
      message: `Name at least one genre. The genres are: ${GENRES.join(", ")}.`,
    };
  }
  const keys: GenreKey[] = [];
  for (const name of names) {
    const wanted = nameKey(name).text;
    const key = GENRES.find((genre) => nameKey(genre).text === wanted);
    if (key === undefined) {
      return {
        ok: false,
        message: `There is no genre called "${name}".${didYouMean(closestNames(name, GENRES, []))} The genres are: ${GENRES.join(", ")}.`,
      };
    }
    if (keys.includes(key)) {
      return { ok: false, message: `The genre ${key} is named twice.` };
    }
    keys.push(key);
  }
  return { ok: true, value: keys };
}

/** The names in a comma-separated list, trimmed, blanks left out. */
export function splitList(list: string): string[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The package key named `name`, by its key or its title. */
export function findPackage(
  packages: readonly ChannelPackage[],
  name: string,
): Found<PackageKey> {
  const wanted = nameKey(name).text;
  const match = packages.find(
    (entry) =>
      nameKey(entry.name).text === wanted ||
      nameKey(entry.title).text === wanted,
  );
  if (match) return { ok: true, value: match.name };
  const keys = packages.map((entry) => entry.name);
  return {
    ok: false,
    message: `There is no package called "${name}".${didYouMean(closestNames(name, keys, []))} The packages are: ${keys.join(", ")}.`,
  };
}

/**
 * The names closest to `name`: first what the site's search finds, then
 * the fewest edits away.
 */
export function closestNames(
  name: string,
  names: readonly string[],
  searchHits: readonly string[],
): string[] {
  const wanted = nameKey(name).text;
  const ranked = names
    .map((candidate) => ({
      candidate,
      distance: editDistance(wanted, nameKey(candidate).text),
    }))
    .sort((a, b) => a.distance - b.distance);
  // Only names a slip of the keyboard away, or else the one closest name.
  const near = ranked.filter(
    ({ distance }) => distance <= Math.max(2, Math.floor(wanted.length / 3)),
  );
  const byDistance = (near.length > 0 ? near : ranked.slice(0, 1)).map(
    ({ candidate }) => candidate,
  );
  return [...new Set([...searchHits, ...byDistance])].slice(
    0,
    SUGGESTION_COUNT,
  );
}

/** Levenshtein distance: the fewest insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function listNames(channels: readonly Channel[]): string {
  return channels
    .map((channel) => `"${channel.channelName}" (id ${channel.id})`)
    .join(", ");
}

function didYouMean(names: readonly string[]): string {
  return names.length === 0
    ? ""
    : ` Did you mean ${names.map((name) => `"${name}"`).join(", ")}?`;
}
