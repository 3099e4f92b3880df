import { MUSIC_CHANNEL_COUNT } from "~/config/constants";
import type { Channel, ChannelsFile } from "~/data/schemas";
import { channelsInPackage } from "../../app/lineup/membership";
import { splitMusic } from "../../app/lineup/music-split";

/**
 * The music rule (docs/decisions.md, "Channels"): the last 50 channels of a list longer than 50
 * are music. The file marks no channel as music, so the music channels are
 * the last 50 of the whole file, and the Channels page takes the last 50 of
 * each package's own list; an edit must keep both readings in agreement.
 */

/** The ids of the music channels: the last 50 of the file, as the page splits a list. */
export function musicIds(channels: readonly Channel[]): Set<number> {
  return new Set(splitMusic(channels).music.map((channel) => channel.id));
}

/** Where a new channel goes: music at the very end, any other channel just before the music. */
export function insertionIndex(
  channels: readonly Channel[],
  music: boolean,
): number {
  return music
    ? channels.length
    : channels.length - splitMusic(channels).music.length;
}

/**
 * What breaks the music rule in `file` when the channels with ids in
 * `music` are the music channels meant: one sentence per problem.
 */
export function musicRuleProblems(
  file: ChannelsFile,
  music: ReadonlySet<number>,
): string[] {
  const problems: string[] = [];
  const trailing = musicIds(file.channels);
  const leftOut = file.channels.filter(
    (channel) => music.has(channel.id) && !trailing.has(channel.id),
  );
  const pulledIn = file.channels.filter(
    (channel) => trailing.has(channel.id) && !music.has(channel.id),
  );
  if (leftOut.length > 0 || pulledIn.length > 0) {
    problems.push(
      `The music block would hold ${music.size} channels, but the last ${MUSIC_CHANNEL_COUNT} of the file are the music channels, so ${[
        ...leftOut.map(
          (channel) =>
            `the music channel "${channel.channelName}" would become TV`,
        ),
        ...pulledIn.map(
          (channel) =>
            `the TV channel "${channel.channelName}" would become music`,
        ),
      ].join(", ")}.`,
    );
  }
  for (const { name, title } of file.packages) {
    const listed = channelsInPackage(file.channels, name);
    const { tv, music: shownAsMusic } = splitMusic(listed);
    const musicAsTv = tv.filter((channel) => music.has(channel.id));
    const tvAsMusic = shownAsMusic.filter((channel) => !music.has(channel.id));
    if (musicAsTv.length === 0 && tvAsMusic.length === 0) continue;
    const held = listed.filter((channel) => music.has(channel.id)).length;
    problems.push(
      `${title} would hold ${listed.length} channels, ${held} of them music; the Channels page lists the last ${MUSIC_CHANNEL_COUNT} of a package with more than ${MUSIC_CHANNEL_COUNT} as music, so it would show ${[
        ...(musicAsTv.length > 0
          ? [`${names(musicAsTv)} under TV Channels`]
          : []),
        ...(tvAsMusic.length > 0
          ? [`${names(tvAsMusic)} under Music Channels`]
          : []),
      ].join(" and ")}.`,
    );
  }
  return problems;
}

/** Up to three names, then how many more. */
function names(channels: readonly Channel[]): string {
  const shown = channels
    .slice(0, 3)
    .map((channel) => `"${channel.channelName}"`)
    .join(", ");
  return channels.length > 3
    ? `${shown} and ${channels.length - 3} more`
    : shown;
}
