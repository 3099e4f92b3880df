import type { Channel } from "~/data/schemas";

/** How many widely carried channels a package mask stands for: its set bits. */
function packageCount(binary: number): number {
  let count = 0;
  for (let rest = binary; rest > 0; rest >>>= 1) count += rest & 1;
  return count;
}

/**
 * Channels to offer as one-tap choices: the preferred names that the lineup
 * has, in the given order, then the channels in the most packages (file order
 * breaks ties) until there are `count`.
 */
export function popularChannels(
  channels: readonly Channel[],
  preferred: readonly string[],
  count: number,
): Channel[] {
  const byName = new Map(
    channels.map((channel) => [channel.channelName.toLowerCase(), channel]),
  );
  const picked = new Set<Channel>();
  for (const name of preferred) {
    const channel = byName.get(name.toLowerCase());
    if (channel && channel.binary > 0 && picked.size < count) {
      picked.add(channel);
    }
  }
  const widest = channels
    .map((channel, index) => ({ channel, index }))
    .filter(({ channel }) => channel.binary > 0 && !picked.has(channel))
    .sort(
      (a, b) =>
        packageCount(b.channel.binary) - packageCount(a.channel.binary) ||
        a.index - b.index,
    );
  for (const { channel } of widest) {
    if (picked.size >= count) break;
    picked.add(channel);
  }
  return [...picked];
}
