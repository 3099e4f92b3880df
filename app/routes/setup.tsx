import { data } from "react-router";

import type { Route } from "./+types/setup";
import { loadSetupFacts } from "~/features/instructions/load-setup-facts.server";
import { SetupPage } from "~/features/instructions/setup-page";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered, once per active platform of each
// device (build-tools/site-paths.ts): the steps are text and links, and the
// page ships no script.
export async function loader({ params }: Route.LoaderArgs) {
  const facts = await loadSetupFacts(params.device, params.platform);
  if (!facts) throw data(null, { status: 404 });
  return { facts };
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
  const t = wordsIn(matches, "setup");
  const { platform, device } = loaderData.facts;
  return pageMetaAt(location, {
    title: t.meta.title(platform, device),
    description: t.meta.description(platform, device),
  });
}

export default function Setup({ loaderData }: Route.ComponentProps) {
  return <SetupPage t={useWords("setup")} facts={loaderData.facts} />;
}
