import type { Route } from "./+types/faq";
import { faqJsonLd, faqPageEntries } from "~/features/facts/faq-content";
import { FaqPage } from "~/features/facts/faq-page";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { useCommon } from "~/i18n/common";
import { localeOfPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered: the answers are written from the
// shipped data files, and reach the browser as text.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { plan: await loadPlanFacts(locale) };
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const t = wordsIn(matches, "faq");
  const entries = loaderData
    ? faqPageEntries(loaderData.plan, t.answers, wordsIn(matches, "common"))
    : [];
  return [
    ...pageMetaAt(location, t.meta),
    ...(entries.length
      ? [
          {
            "script:ld+json": faqJsonLd(
              entries,
              localeOfPath(location.pathname),
            ),
          },
        ]
      : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useWords("faq");
  const entries = faqPageEntries(loaderData.plan, t.answers, useCommon());
  return <FaqPage t={t} entries={entries} />;
}
