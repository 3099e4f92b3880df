import type { Locale } from "~/i18n/locale";

/**
 * The `channels` text of a package entry in packages.json ("61 TV channels +
 * 50 music channels"), written from the lineup's counts. check:data holds
 * every entry's text to it and `npm run lineup` writes it, so the Packages
 * table cannot disagree with the Channels page.
 */

/** A package's channels, TV and music apart, as the Channels page counts them. */
export interface ChannelCounts {
  tv: number;
  music: number;
}

const WORDS = {
  en: {
    channels: (count: number) =>
      `${count} ${count === 1 ? "channel" : "channels"}`,
    tv: (count: number) =>
      `${count} TV ${count === 1 ? "channel" : "channels"}`,
    music: (count: number) =>
      `${count} music ${count === 1 ? "channel" : "channels"}`,
  },
  es: {
    channels: (count: number) =>
      `${count} ${count === 1 ? "canal" : "canales"}`,
    tv: (count: number) =>
      `${count} ${count === 1 ? "canal" : "canales"} de TV`,
    music: (count: number) =>
      `${count} ${count === 1 ? "canal" : "canales"} de música`,
  },
} satisfies Record<Locale, Record<"channels" | "tv" | "music", unknown>>;

/**
 * "61 TV channels + 50 music channels", or "26 channels" for a package
 * without music (all its channels are TV); in Spanish "61 canales de TV + 50
 * canales de música" and "26 canales".
 */
export function channelCountText(
  { tv, music }: ChannelCounts,
  locale: Locale,
): string {
  const words = WORDS[locale];
  return music === 0
    ? words.channels(tv)
    : `${words.tv(tv)} + ${words.music(music)}`;
}
