import type { Route } from "./+types/home";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { PlanCards } from "~/features/facts/plan-cards";
import { HomePage } from "~/features/home/home-page";
import { organizationJsonLd } from "~/features/home/organization-json-ld";
import { localeOfPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered: the prices and counts are in the HTML and match the shipped data files.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { lowestPrice, primaries } = await loadPlanFacts(locale);
  return { lowestPrice, primaries };
}

export function meta({ location, matches }: Route.MetaArgs) {
  return [
    ...pageMetaAt(location, wordsIn(matches, "home").meta),
    { "script:ld+json": organizationJsonLd() },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useWords("home");
  return <HomePage t={t} plans={<PlanCards t={t.plans} {...loaderData} />} />;
}
