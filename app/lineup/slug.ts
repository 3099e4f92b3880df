/**
 * Addresses of the pages built per channel and per device and platform
 * (docs/decisions.md, "Pages beyond the bar"): lowercase ASCII letters and
 * digits joined by single hyphens. Pure and small: the build names the pages
 * with it and the data screens link to them with it, from the same data.
 */

const WORDS: Readonly<Record<string, string>> = { "&": " and ", "+": " plus " };

/**
 * "A&E" → "a-and-e", "Telemundo Puerto Rico" → "telemundo-puerto-rico",
 * "Señal Colombia" → "senal-colombia", "Nick Jr." → "nick-jr". Accents,
 * apostrophes and dots go, `&` and `+` are spelled out, and every other run of characters that are not ASCII letters or
 * digits becomes one hyphen. A name with no such letter or digit gives "".
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[&+]/g, (sign) => WORDS[sign] ?? " ")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

interface NamedChannel {
  id: number;
  channelName: string;
}

/**
 * Where each route of the pages built from data has its not-found page
 * (build-tools/site-paths.ts); no channel takes it.
 */
export const NOT_FOUND_SLUG = "404";

/** The slug of a channel whose name has no ASCII letter or digit. */
const FALLBACK = "channel";

/**
 * Each channel's page slug, by id. Channels are taken in order of id, and
 * each gets the first of these no channel with a lower id holds: its name's
 * slug (`espn`), that slug and its id (`espn-59`), then those with `-2`,
 * `-3`…, never NOT_FOUND_SLUG. So two names that slug alike ("E! News", "E News") still get two
 * pages, and a channel's slug depends only on its own name and on channels
 * older than it: a channel added later (ids only grow) never takes the
 * address of one already published.
 */
export function channelSlugs(
  channels: readonly NamedChannel[],
): Map<number, string> {
  const taken = new Set<string>([NOT_FOUND_SLUG]);
  const slugs = new Map<number, string>();
  for (const { id, channelName } of [...channels].sort((a, b) => a.id - b.id)) {
    const base = slugify(channelName) || FALLBACK;
    let slug = base;
    if (taken.has(slug)) slug = `${base}-${id}`;
    for (let suffix = 2; taken.has(slug); suffix += 1) {
      slug = `${base}-${id}-${suffix}`;
    }
    taken.add(slug);
    slugs.set(id, slug);
  }
  return slugs;
}

/** The channel whose slug is `slug`, if any. */
export function channelBySlug<T extends NamedChannel>(
  channels: readonly T[],
  slug: string,
): T | undefined {
  const slugs = channelSlugs(channels);
  return channels.find((channel) => slugs.get(channel.id) === slug);
}

/**
 * A package's page slug, from its key in SPEC's bit list (app/config/constants.ts):
 * "core" → "core", "sportsFanatic" → "sports-fanatic". The keys never change,
 * so neither do the addresses; a renamed title keeps its page.
 */
export function packageSlug(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A channel as a list shows it: its name, and its page's slug when it has one. */
export interface ListedChannel {
  id: number;
  name: string;
  slug: string | undefined;
}

/** One channel as a list shows it, its slug from `slugs` (channelSlugs of the lineup). */
export const listedChannel =
  (slugs: ReadonlyMap<number, string>) =>
  ({ id, channelName }: NamedChannel): ListedChannel => ({
    id,
    name: channelName,
    slug: slugs.get(id),
  });
