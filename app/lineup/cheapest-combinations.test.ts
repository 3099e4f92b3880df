import { describe, expect, it } from "vitest";

import { seededRandom } from "../../test/support/seeded-random";

import {
  type Combination,
  MAX_ADD_ONS,
  type Offer,
  cheapestCombinations,
} from "./cheapest-combinations";

interface Named extends Offer {
  name: string;
}

const offer = (name: string, bit: number, cents: number): Named => ({
  name,
  bit,
  cents,
});

// The shipped packages' bits with round prices, so sums are easy to check by hand.
const core = offer("core", 1, 4000);
const essentials = offer("essentials", 2, 5500);
const elite = offer("elite", 4, 7000);
const ultimate = offer("ultimate", 8, 8500);
const sports = offer("sportsFanatic", 16, 1500);
const mini = offer("miniSports", 32, 800);
const latino = offer("latino", 64, 1000);
const starz = offer("starz", 128, 1000);
const showtime = offer("showtime", 256, 1200);
const hbo = offer("hbo", 512, 1700);

const PRIMARIES = [core, essentials, elite, ultimate];
const ADD_ONS = [sports, mini, latino, starz, showtime, hbo];

/** A combination as "core + hbo = 5700". */
const said = (combination: Combination<Named> | null) =>
  combination &&
  `${[combination.primary, ...combination.addOns].map((part) => part.name).join(" + ")} = ${combination.cents}`;

function answer(
  wanted: number[],
  primaries: Named[] = PRIMARIES,
  addOns: Named[] = ADD_ONS,
) {
  const optimum = cheapestCombinations(primaries, addOns, wanted);
  return {
    best: said(optimum.best),
    alternatives: optimum.alternatives.map(said),
    uncarried: optimum.uncarried,
    leftOut: optimum.best?.leftOut,
  };
}

describe("cheapestCombinations", () => {
  it.each([
    {
      case: "every channel in the cheapest primary",
      wanted: [15, 15, 1 + 2 + 4],
      best: "core = 4000",
      alternatives: ["essentials = 5500", "elite = 7000"],
    },
    {
      case: "a channel only in an add-on",
      wanted: [15, 512],
      best: "core + hbo = 5700",
      alternatives: ["essentials + hbo = 7200", "elite + hbo = 8700"],
    },
    {
      case: "a dearer primary beats the cheapest primary plus an add-on (not greedy)",
      wanted: [15, 2 + 512],
      best: "essentials = 5500",
      alternatives: ["core + hbo = 5700", "elite + hbo = 8700"],
    },
    {
      case: "two cheap add-ons beat the one add-on that carries the most (not greedy)",
      wanted: [1, 16 + 64, 16 + 128],
      best: "core + latino + starz = 6000",
      alternatives: ["core + sportsFanatic = 6500"],
      primaries: [core],
      addOns: [offer("sportsFanatic", 16, 2500), latino, starz],
    },
    {
      case: "the cheaper of two add-ons carrying a channel",
      wanted: [8, 16 + 32],
      best: "ultimate + miniSports = 9300",
      alternatives: ["ultimate + sportsFanatic = 10000"],
    },
    {
      case: "an add-on the primary makes unneeded is not bought",
      wanted: [8 + 64],
      best: "ultimate = 8500",
      alternatives: [],
      primaries: [ultimate],
    },
  ])(
    "$case",
    ({
      wanted,
      best,
      alternatives,
      primaries = PRIMARIES,
      addOns = ADD_ONS,
    }) => {
      const result = answer(wanted, primaries, addOns);
      expect(result.best).toBe(best);
      expect(result.alternatives).toEqual(alternatives);
      expect(result.uncarried).toEqual([]);
    },
  );

  it("names a channel that no active package carries and answers for the rest", () => {
    // Showtime is inactive: it is not on offer.
    const withoutShowtime = ADD_ONS.filter((addOn) => addOn !== showtime);
    expect(answer([15, 256, 512], PRIMARIES, withoutShowtime)).toEqual({
      best: "core + hbo = 5700",
      alternatives: ["essentials + hbo = 7200", "elite + hbo = 8700"],
      uncarried: [1],
      leftOut: [],
    });
  });

  it("ignores an inactive add-on even when it would be cheaper", () => {
    expect(answer([1, 32 + 16]).best).toBe("core + miniSports = 4800");
    const withoutMini = ADD_ONS.filter((addOn) => addOn !== mini);
    expect(answer([1, 32 + 16], PRIMARIES, withoutMini).best).toBe(
      "core + sportsFanatic = 5500",
    );
  });

  it("ignores an inactive primary", () => {
    expect(answer([2 + 4], [core, elite, ultimate]).best).toBe("elite = 7000");
  });

  describe("ties", () => {
    it("go to fewer parts", () => {
      const dearCore = offer("ultimate", 8, 5500);
      const result = answer([8 + 16], [core, dearCore], [sports]);
      expect(result.best).toBe("ultimate = 5500");
      expect(result.alternatives).toEqual(["core + sportsFanatic = 5500"]);
    });

    it("then to the lower primary", () => {
      const sameAsCore = offer("essentials", 2, 4000);
      const result = answer([1 + 2], [core, sameAsCore], []);
      expect(result.best).toBe("core = 4000");
      expect(result.alternatives).toEqual(["essentials = 4000"]);
    });

    it("then to the add-on listed first", () => {
      const result = answer([15, 64 + 128]);
      expect(result.best).toBe("core + latino = 5000");
      expect(result.alternatives).toEqual([
        "core + starz = 5000",
        "essentials + latino = 6500",
      ]);
    });
  });

  it("gives alternatives that are each a different set of packages", () => {
    const { best, alternatives } = cheapestCombinations(PRIMARIES, ADD_ONS, [
      1,
      16 + 32,
      64 + 128,
      512,
    ]);
    const sets = [best, ...alternatives].map((combination) =>
      [combination?.primary, ...(combination?.addOns ?? [])]
        .map((part) => part?.name)
        .join("+"),
    );
    expect(sets).toHaveLength(3);
    expect(new Set(sets).size).toBe(3);
  });

  it("when no primary can carry them all, carries the most for the least", () => {
    // One channel is only in Core, another only in Ultimate.
    const result = answer([1, 8, 15]);
    expect(result.best).toBe("core = 4000");
    expect(result.leftOut).toEqual([1]);
    expect(result.alternatives).toEqual(["ultimate = 8500"]);
  });

  it("answers nothing without a primary package", () => {
    expect(answer([1], [], ADD_ONS).best).toBeNull();
  });

  it("with nothing wanted, names the cheapest primary", () => {
    expect(answer([]).best).toBe("core = 4000");
  });

  it("refuses more add-ons than it can search", () => {
    const many = Array.from({ length: MAX_ADD_ONS + 1 }, (_, index) =>
      offer(`addOn${index}`, 1 << (index + 4), 100),
    );
    expect(() => cheapestCombinations([core], many, [1])).toThrow(RangeError);
  });

  it("agrees with trying every combination, on random lineups", () => {
    const random = seededRandom(20_251_001);
    for (let round = 0; round < 200; round++) {
      const primaries = Array.from({ length: 4 }, (_, index) =>
        offer(`p${index}`, 1 << index, 1000 + Math.floor(random() * 40) * 100),
      );
      const addOns = Array.from({ length: 6 }, (_, index) =>
        offer(
          `a${index}`,
          1 << (index + 4),
          100 + Math.floor(random() * 15) * 100,
        ),
      );
      const wanted = Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
        Math.floor(random() * 1024),
      );
      const fast = cheapestCombinations(primaries, addOns, wanted).best;
      const slow = bruteForce(primaries, addOns, wanted);
      expect(fast && [fast.leftOut.length, fast.cents]).toEqual(slow);
    }
  });
});

/** The fewest channels left out and the lowest price over every primary and every set of add-ons. */
function bruteForce(
  primaries: Named[],
  addOns: Named[],
  wanted: number[],
): [number, number] {
  const allBits = [...primaries, ...addOns].reduce(
    (bits, o) => bits | o.bit,
    0,
  );
  let best: [number, number] = [Infinity, Infinity];
  for (const primary of primaries) {
    for (let set = 0; set < 1 << addOns.length; set++) {
      const chosen = addOns.filter((_, index) => (set & (1 << index)) !== 0);
      const bits = chosen.reduce((all, o) => all | o.bit, primary.bit);
      const leftOut = wanted.filter(
        (mask) => (mask & allBits) !== 0 && (mask & bits) === 0,
      ).length;
      const cents = chosen.reduce((sum, o) => sum + o.cents, primary.cents);
      if (leftOut < best[0] || (leftOut === best[0] && cents < best[1])) {
        best = [leftOut, cents];
      }
    }
  }
  return best;
}
