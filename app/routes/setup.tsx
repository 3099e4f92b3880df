import type { Route } from "./+types/setup";
import { NotFoundScreen, notFoundMeta } from "~/components/not-found-screen";
import { loadSetupFacts } from "~/features/instructions/load-setup-facts.server";
import { SetupPage } from "~/features/instructions/setup-page";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered, once per active platform of each
// device (build-tools/site-paths.ts): the steps are text and links, and the
// page ships no script. With no such platform it gives null: the route's
// not-found page, pre-rendered once (NOT_FOUND_SLUG) and sent at every
// unknown device and platform, so the browser hydrates it under this route.
export async function loader({ params }: Route.LoaderArgs) {
  const facts =
    params.platform === undefined
      ? null
      : await loadSetupFacts(params.device, params.platform);
  return facts ? { facts } : null;
}

// Only the not-found page runs scripts here, and it links to no setup page
// through the router; any other address of the route is not found there too.
export function clientLoader(): null {
  return null;
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const t = wordsIn(matches, "setup");
  const { platform, device } = loaderData.facts;
  return pageMetaAt(location, {
    title: t.meta.title(platform, device),
    description: t.meta.description(platform, device),
  });
}

export default function Setup({ loaderData }: Route.ComponentProps) {
  const t = useWords("setup");
  if (!loaderData) return <NotFoundScreen />;
  return <SetupPage t={t} facts={loaderData.facts} />;
}
