import type { LinkDescriptor } from "react-router";

import { type DataSchema, checkData } from "./parse-data";

/** Why a data file could not be used; the message is for the console. */
export class DataLoadError extends Error {
  override name = "DataLoadError";
}

/** A data file the browser loads once per visit and keeps. */
export interface DataFile<T> {
  readonly path: string;
  /** The parsed file when it has loaded in this visit. */
  peek(): T | undefined;
  /**
   * The parsed file. Every caller shares one request: the one under way, or
   * the one that succeeded. After a failure the next call fetches again,
   * asking the HTTP cache to revalidate. A failure of the request `start()`
   * began goes to the first caller, not to a new request.
   */
  load(): Promise<T>;
  /**
   * Begins the request, unless this visit has asked for the file already,
   * without taking its outcome: the next `load()` receives it, data or
   * failure.
   */
  start(): void;
}

/** A data file at `path`, parsed with `schema`, kept in memory once loaded. */
export function createDataFile<T>(
  path: string,
  schema: DataSchema<T>,
): DataFile<T> {
  let loaded: T | undefined;
  let request: Promise<T> | undefined;
  let failedBefore = false;
  /** The request `start()` began, until a caller of `load()` takes it. */
  let unclaimed: Promise<T> | undefined;
  /** That request once it has failed, kept for the first caller. */
  let unclaimedFailure: Promise<T> | undefined;

  const fetchFile = async (fresh: boolean): Promise<T> => {
    let response: Response;
    try {
      // A plain GET in the page's CORS mode, so that it takes the response
      // the page's preload started (preloadLinks below).
      response = await fetch(path, { cache: fresh ? "no-cache" : "default" });
    } catch (cause) {
      throw new DataLoadError(`${path} could not be fetched`, { cause });
    }
    if (!response.ok) {
      throw new DataLoadError(`${path} answered HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      throw new DataLoadError(`${path} is not valid JSON`, { cause });
    }
    const result = checkData(schema, json, path);
    if (!result.ok) {
      throw new DataLoadError(
        `${path} does not match its schema:\n${result.lines.join("\n")}`,
      );
    }
    loaded = result.data;
    return loaded;
  };

  const begin = (): Promise<T> => {
    const current = fetchFile(failedBefore);
    request = current;
    current.catch(() => {
      failedBefore = true;
      if (request === current) request = undefined;
    });
    return current;
  };

  const requested = () =>
    failedBefore || request !== undefined || loaded !== undefined;

  return {
    path,
    peek: () => loaded,
    load() {
      unclaimed = undefined;
      if (unclaimedFailure) {
        const failed = unclaimedFailure;
        unclaimedFailure = undefined;
        return failed;
      }
      return request ?? begin();
    },
    start() {
      if (requested()) return;
      const current = begin();
      unclaimed = current;
      current.catch(() => {
        if (unclaimed === current) unclaimedFailure = current;
      });
    },
  };
}

/**
 * The `<link rel="preload">` of each file, for a data screen's `links`: in
 * the pre-rendered page they start the requests with the HTML, before any
 * script has run, and the screen's `fetch` then takes the preloaded response
 * (same URL, same CORS mode). In the browser the screen asks for its files
 * as it draws, so a preload that a navigation added would fetch them a
 * second time: there are none.
 */
export function preloadLinks(
  ...files: readonly DataFile<unknown>[]
): LinkDescriptor[] {
  if (typeof document !== "undefined") return [];
  return files.map((file) => ({
    rel: "preload",
    as: "fetch",
    href: file.path,
    crossOrigin: "anonymous",
  }));
}

/**
 * Starts loading each of `files` that the page's HTML preloads
 * (`preloadLinks`), as soon as the screen's code runs and before React has
 * hydrated the page. The screen asks for its data once hydration has
 * committed (./use-screen-data.ts); by then the file is usually parsed, so
 * the screen draws it in its first pass after hydration.
 */
export function startPreloaded(...files: readonly DataFile<unknown>[]): void {
  if (typeof document === "undefined") return;
  const preloaded = new Set(
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="preload"][as="fetch"]',
      ),
    ].map((link) => link.getAttribute("href")),
  );
  for (const file of files) if (preloaded.has(file.path)) file.start();
}
