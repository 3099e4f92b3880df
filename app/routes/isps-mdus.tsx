import type { Route } from "./+types/isps-mdus";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { PartnersPage } from "~/features/partners/partners-page";
import { localeOfPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered: the brief's packages, prices and
// devices come from the shipped data files, and reach the browser as text.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { plan: await loadPlanFacts(locale) };
}

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "partners").meta);
}

export default function IspsMdus({ loaderData }: Route.ComponentProps) {
  return <PartnersPage t={useWords("partners")} plan={loaderData.plan} />;
}
