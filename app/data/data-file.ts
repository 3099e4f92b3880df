import { type DataSchema, formatProblem, parseData } from "./parse-data";

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
   * asking the HTTP cache to revalidate.
   */
  load(): Promise<T>;
}

/** A data file at `path`, parsed with `schema`, kept in memory once loaded. */
export function createDataFile<T>(
  path: string,
  schema: DataSchema<T>,
): DataFile<T> {
  let loaded: T | undefined;
  let request: Promise<T> | undefined;
  let failedBefore = false;

  const fetchFile = async (fresh: boolean): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(path, {
        headers: { Accept: "application/json" },
        cache: fresh ? "no-cache" : "default",
      });
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
    const result = parseData(schema, json, path);
    if (!result.ok) {
      throw new DataLoadError(
        `${path} does not match its schema:\n${result.problems.map(formatProblem).join("\n")}`,
      );
    }
    loaded = result.data;
    return loaded;
  };

  return {
    path,
    peek: () => loaded,
    load() {
      if (request) return request;
      const current = fetchFile(failedBefore);
      request = current;
      current.catch(() => {
        failedBefore = true;
        if (request === current) request = undefined;
      });
      return current;
    },
  };
}
