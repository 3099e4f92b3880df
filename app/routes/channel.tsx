import { data } from "react-router";

import type { Route } from "./+types/channel";
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
// no script.
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = await loadChannelFacts(params.slug, locale);
  if (!page) throw data(null, { status: 404 });
  return page;
}

// The server answers an address here that names no page with the not-found
// page, whose scripts then match it to this route in the browser. The real
// pages load no script, so this runs only there: it says "not found" too,
// rather than asking the server for data it does not have.
export function clientLoader(): never {
  throw data(null, { status: 404 });
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
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
  return (
    <ChannelPage
      t={useWords("channel")}
      facts={loaderData.facts}
      changes={loaderData.changes}
    />
  );
}
