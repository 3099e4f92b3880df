/** The query parameter holding the chosen channels' ids, e.g. `?ch=59,135`. */
export const CHANNELS_PARAM = "ch";

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

/**
 * The search part of a URL with `channels` chosen and the other parameters
 * kept. The ids' commas stay as they are, so a shared link reads `?ch=59,135`.
 */
export function withChosen(
  params: URLSearchParams,
  channels: readonly { id: number }[],
): string {
  const others = new URLSearchParams(params);
  others.delete(CHANNELS_PARAM);
  const parts = others.toString() ? [others.toString()] : [];
  if (channels.length > 0) {
    parts.push(
      `${CHANNELS_PARAM}=${writeChosen(channels.map((channel) => channel.id))}`,
    );
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
