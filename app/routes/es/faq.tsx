import type { Route } from "./+types/faq";
import { PATHS } from "~/config/paths";
import { faqAnswers } from "~/features/facts/faq-content-es";
import { faqEntries, faqJsonLd } from "~/features/facts/faq-content";
import { FaqPage } from "~/features/facts/faq-page";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { pageMeta } from "~/lib/meta";
import { common } from "~/messages/es/common";
import { faq as t } from "~/messages/es/faq";

// Runs while the page is pre-rendered: the answers are written then, from the
// shipped data files, and reach the browser as text.
export async function loader() {
  return {
    entries: faqEntries(faqAnswers(await loadPlanFacts("es"), common)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({ ...t.meta, path: PATHS.faq, locale: "es" }),
    ...(loaderData
      ? [
          {
            "script:ld+json": faqJsonLd(loaderData.entries, "es"),
          },
        ]
      : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage t={t} entries={loaderData.entries} />;
}
