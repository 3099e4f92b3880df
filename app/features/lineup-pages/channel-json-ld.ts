import { site } from "~/config/site";

import type { ChannelFacts } from "./channel-facts";

/**
 * schema.org `TelevisionChannel` data of a channel's page: its name, other
 * names, genres (in the page's language), the packages that carry it as
 * service tiers, and the service as its provider.
 */
export function channelJsonLd(
  facts: ChannelFacts,
  url: string,
  genreNames: Readonly<Record<string, string>>,
) {
  const tiers = [...facts.primaries, ...facts.addOns].map((item) => item.title);
  return {
    "@context": "https://schema.org",
    "@type": "TelevisionChannel",
    name: facts.name,
    ...(facts.aliases.length > 0 ? { alternateName: facts.aliases } : {}),
    ...(facts.genres.length > 0
      ? { genre: facts.genres.map((genre) => genreNames[genre] ?? genre) }
      : {}),
    ...(tiers.length > 0 ? { broadcastServiceTier: tiers } : {}),
    url,
    provider: {
      "@type": "Organization",
      name: site.name,
      url: new URL("/", site.origin).href,
    },
  };
}
