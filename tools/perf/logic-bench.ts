/**
 * Times the site's channel logic on synthetic lineups, for
 * tools/perf/bench-logic.js. Each figure is the median of several runs after a
 * warm-up, in milliseconds.
 */
import { PACKAGE_KEYS } from "../../app/config/constants";
import { channelsInPackage } from "../../app/lineup/membership";
import { splitMusic } from "../../app/lineup/music-split";
import { createNameIndex, searchNames } from "../../app/lineup/name-match";
import {
  type Offer,
  cheapestCombinations,
} from "../../app/lineup/cheapest-combinations";
import { seededRandom } from "../../test/support/seeded-random";
import { syntheticLineup } from "./synthetic-lineup";

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

const PRIMARIES = 4;
const ADD_ONS = 12;

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
        createNameIndex(lineup, (channel) => [channel.channelName]),
      ),
    );
    const index = createNameIndex(lineup, (channel) => [channel.channelName]);
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
