import type { DataFile } from "./data-file";

/**
 * What a data screen draws from (./use-screen-data.ts): the file's data at
 * once when this visit has it, else the promise of it. Nothing waits for the
 * file, so a navigation shows the new screen at once, with its spinner while
 * needed.
 */
export function loaded<T>(file: DataFile<T>): T | Promise<T> {
  return file.peek() ?? file.load();
}

/** Both files' data, at once when this visit has both, else the promise of both. */
export function loadedBoth<A, B>(
  first: DataFile<A>,
  second: DataFile<B>,
): [A, B] | Promise<[A, B]> {
  const a = first.peek();
  const b = second.peek();
  return a !== undefined && b !== undefined
    ? [a, b]
    : Promise.all([first.load(), second.load()]);
}

/**
 * The first file's data with the second's when it loads, or `undefined` in
 * its place when it fails (the failure goes to the console): for a screen
 * that can do without the second file.
 */
export function loadedWithOptional<A, B>(
  first: DataFile<A>,
  second: DataFile<B>,
): [A, B | undefined] | Promise<[A, B | undefined]> {
  const a = first.peek();
  const b = second.peek();
  if (a !== undefined && b !== undefined) return [a, b];
  return Promise.all([
    first.load(),
    second.load().catch((error: unknown) => {
      console.error(error);
      return undefined;
    }),
  ]);
}
