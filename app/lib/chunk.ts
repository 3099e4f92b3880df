/** `items` cut into runs of `size` in order; the last run holds what is left. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(
      `chunk size must be a whole number of 1 or more, not ${size}`,
    );
  }
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    runs.push(items.slice(start, start + size));
  }
  return runs;
}
