import type { Route } from "./+types/home";
import { PATHS } from "~/config/paths";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { PlanCards } from "~/features/facts/plan-cards";
import { HomePage } from "~/features/home/home-page";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/features/home/organization-json-ld";
import { home as t } from "~/messages/en/home";

// Runs while the page is pre-rendered: the prices and counts are in the HTML and match the shipped data files.
export async function loader() {
  const { lowestPrice, primaries } = await loadPlanFacts("en");
  return { lowestPrice, primaries };
}

export function meta(_: Route.MetaArgs) {
  return [
    ...pageMeta({ ...t.meta, path: PATHS.home, locale: "en" }),
    { "script:ld+json": organizationJsonLd() },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage t={t} plans={<PlanCards t={t.plans} {...loaderData} />} />;
}
