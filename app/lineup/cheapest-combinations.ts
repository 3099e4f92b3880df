/**
 * The cheapest ways to carry a set of channels with exactly one primary
 * package plus any add-ons. Exact: for each primary it looks at every set of
 * the add-ons that carry a channel the primary lacks, using bit masks, so
 * 4 primaries and 12 add-ons are at most 4 × 4,096 sets.
 */

/** A package on offer: its membership bit and its monthly price in cents. */
export interface Offer {
  bit: number;
  cents: number;
}

export interface Combination<T extends Offer> {
  primary: T;
  /** In their given order. */
  addOns: T[];
  cents: number;
  /** Positions in `wanted` of channels some package carries but this combination cannot. */
  leftOut: number[];
}

export interface Optimum<T extends Offer> {
  /** Positions in `wanted` of channels that no package on offer carries. */
  uncarried: number[];
  /** The cheapest combination, or null when there is no primary package. */
  best: Combination<T> | null;
  /** The next cheapest combinations that carry as many channels, each a different set of packages. */
  alternatives: Combination<T>[];
}

/** More add-ons than this would make the search too large for a page. */
export const MAX_ADD_ONS = 16;

interface Ranked<T extends Offer> extends Combination<T> {
  primaryPosition: number;
  addOnPositions: number[];
}

/**
 * Ranks combinations by channels left out, then price, then fewer parts,
 * then the primary's position, then the add-ons' positions. Only sets where
 * every add-on is needed count, so an alternative is never the answer plus
 * an add-on that brings nothing.
 */
export function cheapestCombinations<T extends Offer>(
  primaries: readonly T[],
  addOns: readonly T[],
  wanted: readonly number[],
  count = 3,
): Optimum<T> {
  if (addOns.length > MAX_ADD_ONS) {
    throw new RangeError(`At most ${MAX_ADD_ONS} add-ons can be compared`);
  }
  const allBits = [...primaries, ...addOns].reduce(
    (bits, offer) => bits | offer.bit,
    0,
  );
  const uncarried: number[] = [];
  const carried: number[] = [];
  // For each chosen channel, the add-ons carrying it, one bit per add-on position.
  const needs = wanted.map((mask, position) => {
    if ((mask & allBits) === 0) uncarried.push(position);
    else carried.push(position);
    return addOns.reduce(
      (need, addOn, index) =>
        (mask & addOn.bit) !== 0 ? need | (1 << index) : need,
      0,
    );
  });

  const top: Ranked<T>[] = [];
  primaries.forEach((primary, primaryPosition) => {
    const leftOut: number[] = [];
    const distinctNeeds = new Set<number>();
    for (const position of carried) {
      if (((wanted[position] ?? 0) & primary.bit) !== 0) continue;
      const need = needs[position] ?? 0;
      if (need === 0) leftOut.push(position);
      else distinctNeeds.add(need);
    }
    for (const positions of minimalAddOnSets(distinctNeeds, addOns.length)) {
      const chosen = positions.map((position) => addOns[position]);
      const combination: Ranked<T> = {
        primary,
        addOns: chosen.filter((addOn) => addOn !== undefined),
        cents:
          primary.cents +
          chosen.reduce((sum, addOn) => sum + (addOn?.cents ?? 0), 0),
        leftOut,
        primaryPosition,
        addOnPositions: positions,
      };
      insertRanked(top, combination, count);
    }
  });

  const [best, ...rest] = top.map(withoutRanking);
  return {
    uncarried,
    best: best ?? null,
    alternatives: rest.filter(
      (combination) => combination.leftOut.length === best?.leftOut.length,
    ),
  };
}

/**
 * Every set of add-on positions that meets each need (a bit set of add-ons,
 * any one of which will do) and has no add-on to spare. Add-ons that meet
 * none of the needs are left out before the search.
 */
function minimalAddOnSets(
  needs: ReadonlySet<number>,
  addOnCount: number,
): number[][] {
  let usedBits = 0;
  for (const need of needs) usedBits |= need;
  const used: number[] = [];
  for (let index = 0; index < addOnCount; index++) {
    if ((usedBits & (1 << index)) !== 0) used.push(index);
  }
  const size = 1 << used.length;
  const full = size - 1;
  // missesSome[B]: some need lies wholly inside B, so a set that avoids B misses it.
  const missesSome = new Uint8Array(size);
  for (const need of needs) {
    let compact = 0;
    used.forEach((index, bit) => {
      if ((need & (1 << index)) !== 0) compact |= 1 << bit;
    });
    missesSome[compact] = 1;
  }
  for (let bit = 0; bit < used.length; bit++) {
    const flag = 1 << bit;
    for (let set = 0; set < size; set++) {
      if ((set & flag) !== 0 && missesSome[set ^ flag] === 1)
        missesSome[set] = 1;
    }
  }
  const meetsAll = (set: number) => missesSome[full ^ set] === 0;

  const sets: number[][] = [];
  for (let set = 0; set < size; set++) {
    if (!meetsAll(set)) continue;
    let minimal = true;
    for (let rest = set; rest !== 0 && minimal; rest &= rest - 1) {
      if (meetsAll(set ^ (rest & -rest))) minimal = false;
    }
    if (!minimal) continue;
    sets.push(used.filter((_, bit) => (set & (1 << bit)) !== 0));
  }
  return sets;
}

function compareRanked<T extends Offer>(a: Ranked<T>, b: Ranked<T>): number {
  const order = [
    a.leftOut.length - b.leftOut.length,
    a.cents - b.cents,
    a.addOnPositions.length - b.addOnPositions.length,
    a.primaryPosition - b.primaryPosition,
  ];
  const first = order.find((difference) => difference !== 0);
  if (first !== undefined) return first;
  const index = a.addOnPositions.findIndex(
    (position, at) => position !== b.addOnPositions[at],
  );
  return index === -1
    ? 0
    : (a.addOnPositions[index] ?? 0) - (b.addOnPositions[index] ?? 0);
}

/** Keeps `top` sorted and no longer than `count`. */
function insertRanked<T extends Offer>(
  top: Ranked<T>[],
  combination: Ranked<T>,
  count: number,
): void {
  const at = top.findIndex((kept) => compareRanked(combination, kept) < 0);
  if (at === -1) {
    if (top.length < count) top.push(combination);
    return;
  }
  top.splice(at, 0, combination);
  if (top.length > count) top.pop();
}

function withoutRanking<T extends Offer>({
  primary,
  addOns,
  cents,
  leftOut,
}: Ranked<T>): Combination<T> {
  return { primary, addOns, cents, leftOut };
}
