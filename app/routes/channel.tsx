import type { Route } from "./+types/channel";
import { NotFoundScreen, notFoundMeta } from "~/components/not-found-screen";
import { site } from "~/config/site";
import { channelJsonLd } from "~/features/lineup-pages/channel-json-ld";
import {
  ChannelPage,
  cheapestPrice,
} from "~/features/lineup-pages/channel-page";
import { loadChannelFacts } from "~/features/lineup-pages/load-channel-facts.server";
import { basePath, localeOfPath, localizedPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered, once per channel of the shipped
// lineup (build-tools/site-paths.ts): the page is text and links, and ships
// no script. With no channel of that slug it gives null: the route's
// not-found page, pre-rendered once (NOT_FOUND_SLUG) and sent at every
// unknown slug, so the browser hydrates it under the route it matches.
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return loadChannelFacts(params.slug, locale);
}

// Only the not-found page runs scripts here, and it links to no channel page
// through the router; any other address of the route is not found there too.
export function clientLoader(): null {
  return null;
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const t = wordsIn(matches, "channel");
  const { facts } = loaderData;
  const metaTags = pageMetaAt(location, {
    title: t.meta.title(facts.name),
    description: t.meta.description(
      facts.name,
      cheapestPrice(facts, t.perMonth),
      facts.primaries.length + facts.addOns.length,
    ),
  });
  const locale = localeOfPath(location.pathname);
  const canonical = new URL(
    localizedPath(basePath(location.pathname), locale),
    site.origin,
  ).href;
  return [
    ...metaTags,
    { "script:ld+json": channelJsonLd(facts, canonical, t.genreNames) },
  ];
}

export default function Channel({ loaderData }: Route.ComponentProps) {
  const t = useWords("channel");
  if (!loaderData) return <NotFoundScreen />;
  return (
    <ChannelPage t={t} facts={loaderData.facts} changes={loaderData.changes} />
  );
}
