/**
 * Times the site's channel logic on synthetic lineups, for
 * `npm run bench:logic`. Each figure is the median of several runs after a
 * warm-up, in milliseconds.
 */
import { PACKAGE_KEYS } from "../../app/config/constants";
import type { Channel } from "../../app/data/schemas";
import { channelsInPackage } from "../../app/lineup/membership";
import { splitMusic } from "../../app/lineup/music-split";
import { createNameIndex, searchNames } from "../../app/lineup/name-match";
import {
  type Offer,
  cheapestCombinations,
} from "../../app/lineup/cheapest-combinations";
import { seededRandom } from "../../test/support/seeded-random";

export interface BenchResult {
  operation: string;
  /** Median milliseconds per call. */
  median: number;
  /** Slowest call, in milliseconds (for the name search: the slowest keystroke's median). */
  max: number;
  runs: number;
}

const WARM_UP = 5;
const RUNS = 31;

/** Median and slowest time of `run`, called RUNS times after a warm-up. */
function time(operation: string, run: () => unknown): BenchResult {
  for (let index = 0; index < WARM_UP; index++) run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    operation,
    median: times[Math.floor(times.length / 2)] ?? 0,
    max: times.at(-1) ?? 0,
    runs: RUNS,
  };
}

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

const PRIMARIES = 4;
const ADD_ONS = 12;

/**
 * `count` channels with names of two or three words and a number, and
 * membership over 4 primary bits (each channel in a primary and the ones
 * above it, as real tiers go) and 12 add-on bits.
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

/** 4 primaries and 12 add-ons with prices in cents. */
export function syntheticOffers(): { primaries: Offer[]; addOns: Offer[] } {
  const random = seededRandom(11);
  return {
    primaries: Array.from({ length: PRIMARIES }, (_, index) => ({
      bit: 1 << index,
      cents: 3999 + index * 1500,
    })),
    addOns: Array.from({ length: ADD_ONS }, (_, index) => ({
      bit: 1 << (PRIMARIES + index),
      cents: 499 + Math.floor(random() * 16) * 100,
    })),
  };
}

/** Every prefix of each query, as a visitor types them one key at a time. */
const TYPED = ["espn", "espm", "discovery chanel", "news", "fox & friends"];
const KEYSTROKES = TYPED.flatMap((query) =>
  Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1)),
);

export function runLogicBench(): BenchResult[] {
  const results: BenchResult[] = [];
  for (const size of [1_000, 10_000]) {
    const lineup = syntheticLineup(size);
    // The site's own package bits: the ten keys over this lineup's masks.
    results.push(
      time(`membership by bitmask: 10 packages × ${size} channels`, () =>
        PACKAGE_KEYS.map((key) => channelsInPackage(lineup, key)),
      ),
      time(`TV/music split of ${size} channels`, () => splitMusic(lineup)),
      time(`name index of ${size} channels (once per load)`, () =>
        createNameIndex(lineup, (channel) => channel.channelName),
      ),
    );
    const index = createNameIndex(lineup, (channel) => channel.channelName);
    const perKeystroke = KEYSTROKES.map((typed) =>
      time(`typed ${typed}`, () => searchNames(index, typed)),
    );
    // Across keystrokes: the median keystroke, and the slowest keystroke's median.
    const medians = perKeystroke.map((result) => result.median);
    results.push({
      operation: `name search over ${size} names, per keystroke (${KEYSTROKES.length} keystrokes)`,
      median: median(medians),
      max: Math.max(...medians),
      runs: RUNS * KEYSTROKES.length,
    });
  }

  const lineup = syntheticLineup(10_000);
  const { primaries, addOns } = syntheticOffers();
  const all = lineup.map((channel) => channel.binary);
  const random = seededRandom(3);
  const some = Array.from(
    { length: 25 },
    () => all[Math.floor(random() * all.length)] ?? 1,
  );
  results.push(
    time(
      "optimizer, 4 primaries + 12 add-ons, all 10,000 channels chosen",
      () => cheapestCombinations(primaries, addOns, all),
    ),
    time(
      "optimizer, 4 primaries + 12 add-ons, 25 of 10,000 channels chosen",
      () => cheapestCombinations(primaries, addOns, some),
    ),
  );
  return results;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
