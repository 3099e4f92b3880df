import type { Route } from "./+types/about";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { organizationJsonLd } from "~/features/home/organization-json-ld";
import { AboutPage } from "~/features/info/about-page";
import { localeOfPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered: the lowest price and the devices are
// those of the shipped data files.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { lowestPrice, devices } = await loadPlanFacts(locale);
  return {
    lowestPrice,
    devices: devices.map(({ shown, platforms }) => ({
      name: shown,
      platforms: platforms.map((platform) => platform.shown),
    })),
  };
}

export function meta({ location, matches }: Route.MetaArgs) {
  return [
    ...pageMetaAt(location, wordsIn(matches, "about").meta),
    { "script:ld+json": organizationJsonLd() },
  ];
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage t={useWords("about")} {...loaderData} />;
}
