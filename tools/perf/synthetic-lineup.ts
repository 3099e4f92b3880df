/**
 * Synthetic lineups, for timing the site's logic and for building the site on
 * a lineup larger than the shipped one. The same seed gives the same lineup.
 */
import {
  MUSIC_CHANNEL_COUNT,
  PACKAGE_BITS,
  PRIMARY_PACKAGE_COUNT,
  type PackageKey,
} from "../../app/config/constants";
import type {
  Channel,
  ChannelPackage,
  ChannelsFile,
  PackagesFile,
} from "../../app/data/schemas";
import {
  GENRES as GENRE_KEYS,
  type GenreKey,
  PACKAGE_THEMES,
} from "../../app/config/genres";
import { channelsInPackage, isInPackage } from "../../app/lineup/membership";
import { splitMusic } from "../../app/lineup/music-split";
import { seededRandom } from "../../test/support/seeded-random";

const WORDS = [
  "ESPN",
  "Fox",
  "Discovery",
  "History",
  "National",
  "Classic",
  "Comedy",
  "News",
  "Sports",
  "Movies",
  "Kids",
  "Family",
  "Latino",
  "Music",
  "Weather",
  "Travel",
  "Food",
  "Science",
  "Action",
  "Drama",
  "Cinema",
  "Network",
  "Channel",
  "TV",
  "Plus",
  "Live",
  "Gold",
  "Mundo",
  "Deportes",
  "Zone",
  "Extra",
  "Hits",
  "Country",
  "Jazz",
  "Rock",
  "Español",
  "Outdoor",
  "Golf",
];

const MUSIC_STYLES = [
  "Classic Rock",
  "Jazz",
  "Country",
  "Hip-Hop",
  "Pop Hits",
  "Soul",
  "Blues",
  "Latin Pop",
  "Classical",
  "Reggae",
];

/** The genres a channel of a themed add-on must carry (app/config/genres.ts). */
function themesOf(binary: number): GenreKey[] {
  return Object.entries(PACKAGE_THEMES).flatMap(([key, genre]) =>
    isInPackage(binary, key as PackageKey) ? [genre] : [],
  );
}

/** The genres a synthetic TV channel is given, one each. */
const TV_GENRES = GENRE_KEYS.filter((genre) => genre !== "music");

const PRIMARIES = 4;
const ADD_ONS = 12;

/**
 * `count` channels with names of two or three words and a number, and
 * membership over 4 primary bits (each channel in a primary and the ones
 * above it, as real tiers go) and 12 add-on bits: more packages than the
 * site has, for timing the logic.
 */
export function syntheticLineup(count: number, seed = 7): Channel[] {
  const random = seededRandom(seed);
  const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? "TV";
  return Array.from({ length: count }, (_, index) => {
    const words = [word(), word(), ...(random() < 0.5 ? [word()] : [])];
    let binary = 0;
    const lowestTier = Math.floor(random() * (PRIMARIES + 2));
    for (let tier = lowestTier; tier < PRIMARIES; tier++) binary |= 1 << tier;
    for (let addOn = 0; addOn < ADD_ONS; addOn++) {
      if (random() < 0.06) binary |= 1 << (PRIMARIES + addOn);
    }
    return {
      id: index + 1,
      channelName: `${words.join(" ")} ${index + 1}`,
      binary: binary || 1 << PRIMARIES,
    };
  });
}

/** Channels each add-on holds that no other package does. */
const ADD_ON_OWN_CHANNELS = 3;
/** Smallest lineup {@link siteLineup} makes: every primary then has TV channels. */
export const SITE_LINEUP_MIN = 200;

/**
 * A channels file of `count` channels over the site's own packages (the
 * `packages` list of the shipped channels file), which the site's data
 * checks accept: the last 50 channels are music, in every primary package
 * and of the genre music; each TV channel has one other genre;
 * each TV channel is in a primary and the ones above it; each add-on holds
 * 10 to 39 channels (so none of its channels reads as music), 3 of them its
 * own, so that no primary holds all of it.
 */
export function siteLineup(
  count: number,
  packages: readonly ChannelPackage[],
  seed = 7,
): ChannelsFile {
  if (!Number.isInteger(count) || count < SITE_LINEUP_MIN) {
    throw new Error(
      `A site lineup needs a whole number of at least ${SITE_LINEUP_MIN} channels, not ${count}.`,
    );
  }
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error("Nothing to pick from.");
    return item;
  };
  const primaryBits = packages
    .slice(0, PRIMARY_PACKAGE_COUNT)
    .map((entry) => PACKAGE_BITS[entry.name]);
  const addOnBits = packages
    .slice(PRIMARY_PACKAGE_COUNT)
    .map((entry) => PACKAGE_BITS[entry.name]);
  const tvCount =
    count - MUSIC_CHANNEL_COUNT - ADD_ON_OWN_CHANNELS * addOnBits.length;

  const tv = Array.from({ length: tvCount }, () => {
    const lowestTier = Math.floor(random() * primaryBits.length);
    return primaryBits.slice(lowestTier).reduce((mask, bit) => mask | bit, 0);
  });
  for (const bit of addOnBits) {
    const shared = 10 + Math.floor(random() * 30) - ADD_ON_OWN_CHANNELS;
    const chosen = new Set<number>();
    while (chosen.size < shared) chosen.add(Math.floor(random() * tvCount));
    for (const index of chosen) tv[index] = (tv[index] ?? 0) | bit;
  }
  const ownOnly = addOnBits.flatMap((bit) =>
    Array.from({ length: ADD_ON_OWN_CHANNELS }, () => bit),
  );
  const allPrimaries = primaryBits.reduce((mask, bit) => mask | bit, 0);
  const music = Array.from({ length: MUSIC_CHANNEL_COUNT }, () => allPrimaries);

  const channels = [...tv, ...ownOnly, ...music].map((binary, index) => {
    const number = index + 1;
    const name =
      index < tv.length + ownOnly.length
        ? `${pick(WORDS)} ${pick(WORDS)} ${number}`
        : `${pick(MUSIC_STYLES)} ${number}`;
    const genres: GenreKey[] =
      index < tv.length + ownOnly.length
        ? [...new Set([pick(TV_GENRES), ...themesOf(binary)])]
        : ["music"];
    return { id: number, channelName: name, binary, genres };
  });
  return { channels, packages: [...packages] };
}

/**
 * The packages file with each entry's `channels` text (and its Spanish one)
 * giving the counts the Channels page shows for `lineup`.
 */
export function packagesWithCounts(
  entries: PackagesFile,
  lineup: ChannelsFile,
): PackagesFile {
  return entries.map((entry) => {
    const { tv, music } = splitMusic(
      channelsInPackage(lineup.channels, entry.name),
    );
    const [english, spanish] =
      music.length > 0
        ? [
            `${tv.length} TV channels + ${music.length} music channels`,
            `${tv.length} canales de TV + ${music.length} canales de música`,
          ]
        : [`${tv.length} channels`, `${tv.length} canales`];
    return {
      ...entry,
      channels: english,
      ...(entry.es ? { es: { ...entry.es, channels: spanish } } : {}),
    };
  });
}

/** A channels file as the shipped one is laid out: one line per channel. */
export function formatChannelsFile({ channels, packages }: ChannelsFile) {
  const line = (item: object) =>
    `    { ${Object.entries(item)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(", ")} }`;
  const lines = (items: readonly object[]) => items.map(line).join(",\n");
  return `{\n  "channels": [\n${lines(channels)}\n  ],\n  "packages": [\n${lines(packages)}\n  ]\n}\n`;
}
