import type { DataFile } from "./data-file";

/**
 * What a route's `clientLoader` hands its screen: the file's data at once
 * when this visit has it, else the promise of it. The loader never waits for
 * the file, so a navigation shows the new screen at once, with its spinner
 * while needed.
 */
export function loaded<T>(file: DataFile<T>): T | Promise<T> {
  return file.peek() ?? file.load();
}

/**
 * What a route's `clientLoader` returns: `value` itself when all its data is
 * at hand, else `value` in a later task. A first load of a file then lets
 * what React Router does once the loader has returned (ending the navigation,
 * asking React for the new screen) run in a task of its own, rather than in
 * the one that ran the loader, which on a first visit also starts the router.
 * With the data at hand (changing `?pkg=`, coming back to a screen) nothing
 * waits, so the address changes with the screen.
 */
export function handBack<T extends object>(value: T): T | Promise<T> {
  const fetching = Object.values(value).some((part) => part instanceof Promise);
  return fetching ? inNextTask(value) : value;
}

async function inNextTask<T>(value: T): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve));
  return value;
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
    : awaited(Promise.all([first.load(), second.load()]));
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
  return awaited(
    Promise.all([
      first.load(),
      second.load().catch((error: unknown) => {
        console.error(error);
        return undefined;
      }),
    ]),
  );
}

/**
 * Marks a loader's promise as one that is waited for. The screen's `<Await>`
 * takes it only once it renders; a failure before then would otherwise be
 * reported as an unhandled rejection. `<Await>` still sees the failure.
 */
function awaited<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
