import type { Route } from "./+types/package";
import { NotFoundScreen, notFoundMeta } from "~/components/not-found-screen";
import { packageCardPath } from "~/config/paths";
import { site } from "~/config/site";
import { packageJsonLd } from "~/features/lineup-pages/package-json-ld";
import { PackagePage } from "~/features/lineup-pages/package-page";
import { loadPackageFacts } from "~/features/lineup-pages/load-package-facts.server";
import { basePath, localeOfPath, localizedPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { channelCountText } from "~/lineup/channel-count-text";
import { formatMonthlyPrice } from "~/lineup/format-price";
import { SHARE_IMAGE_SIZE, pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered, once per entry of the shipped
// packages file (build-tools/site-paths.ts): the page is text and links, and
// ships no script. With no package of that slug it gives null: the route's
// not-found page, pre-rendered once (NOT_FOUND_SLUG) and sent at every
// unknown slug, so the browser hydrates it under the route it matches.
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const facts = await loadPackageFacts(params.slug, locale);
  return facts ? { facts } : null;
}

// Only the not-found page runs scripts here, and it links to no package page
// through the router; any other address of the route is not found there too.
export function clientLoader(): null {
  return null;
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const t = wordsIn(matches, "package");
  const { facts } = loaderData;
  const locale = localeOfPath(location.pathname);
  const price = formatMonthlyPrice(facts.price, t.perMonth);
  const counts = channelCountText(
    { tv: facts.tv.length, music: facts.music.length },
    locale,
  );
  const metaTags = pageMetaAt(
    location,
    {
      title: t.meta.title(facts.title),
      description: t.meta.description(facts.title, price, counts),
    },
    {
      image: {
        path: packageCardPath(facts.slug, locale),
        ...SHARE_IMAGE_SIZE,
        alt: t.card.alt(facts.title, price, counts),
      },
    },
  );
  const canonical = new URL(
    localizedPath(basePath(location.pathname), locale),
    site.origin,
  ).href;
  return [...metaTags, { "script:ld+json": packageJsonLd(facts, canonical) }];
}

export default function Package({ loaderData }: Route.ComponentProps) {
  const t = useWords("package");
  if (!loaderData) return <NotFoundScreen />;
  return <PackagePage t={t} facts={loaderData.facts} />;
}
