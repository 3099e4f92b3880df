import { FINDER_CHANNELS_PARAM } from "~/config/paths";

/** The query parameter holding the chosen channels' ids, e.g. `?ch=59,135`. */
export const CHANNELS_PARAM = FINDER_CHANNELS_PARAM;

export interface ChosenChannels<T> {
  /** The channels named, in the link's order, each once. */
  chosen: T[];
  /** How many values named no channel. */
  ignored: number;
}

/**
 * Reads the chosen channels from the `ch` values of a URL: ids separated by
 * commas, in one value or several. Values that are not the id of a channel
 * in `byId` are counted, never shown.
 */
export function readChosen<T>(
  values: readonly string[],
  byId: ReadonlyMap<number, T>,
): ChosenChannels<T> {
  const seen = new Set<number>();
  const chosen: T[] = [];
  let ignored = 0;
  for (const token of values.flatMap((value) => value.split(","))) {
    const text = token.trim();
    if (text === "") continue;
    const id = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    const channel = byId.get(id);
    if (channel === undefined) {
      ignored++;
    } else if (!seen.has(id)) {
      seen.add(id);
      chosen.push(channel);
    }
  }
  return { chosen, ignored };
}

/** The `ch` value for channels with these ids. */
export function writeChosen(ids: readonly number[]): string {
  return ids.join(",");
}

/** The `ch` values of a URL's query. */
export function readChosenQuery(params: URLSearchParams): string[] {
  return params.getAll(CHANNELS_PARAM);
}

/**
 * The query string (with its "?", or empty) holding the `ch` values and any
 * other parameters of `params`. Commas stay as they are, so a shared link
 * reads `?ch=59,135`.
 */
export function writeChosenQuery(
  values: readonly string[],
  params: URLSearchParams,
): string {
  const others = new URLSearchParams(params);
  others.delete(CHANNELS_PARAM);
  const parts = others.toString() ? [others.toString()] : [];
  for (const value of values) {
    if (value !== "") {
      parts.push(
        `${CHANNELS_PARAM}=${encodeURIComponent(value).replace(/%2C/gi, ",")}`,
      );
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
