import { MUSIC_CHANNEL_COUNT } from "~/config/constants";

/**
 * Splits a package's channel list into TV and music channels: a list longer
 * than the music count ends with that many music channels.
 */
export function splitMusic<T>(channels: readonly T[]): {
  tv: T[];
  music: T[];
} {
  if (channels.length <= MUSIC_CHANNEL_COUNT) {
    return { tv: [...channels], music: [] };
  }
  const cut = channels.length - MUSIC_CHANNEL_COUNT;
  return { tv: channels.slice(0, cut), music: channels.slice(cut) };
}
