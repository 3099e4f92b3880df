import type { Route } from "./+types/faq";
import { PATHS } from "~/config/paths";
import { faqAnswers } from "~/features/facts/faq-content-en";
import { faqEntries, faqJsonLd } from "~/features/facts/faq-content";
import { FaqPage } from "~/features/facts/faq-page";
import { loadPlanFacts } from "~/features/facts/load-plan-facts.server";
import { pageMeta } from "~/lib/meta";
import { common } from "~/messages/en/common";
import { faq as t } from "~/messages/en/faq";

// Runs while the page is pre-rendered, so the answers hold the figures of the shipped data files.
export async function loader() {
  return loadPlanFacts("en");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({ ...t.meta, path: PATHS.faq, locale: "en" }),
    ...(loaderData
      ? [
          {
            "script:ld+json": faqJsonLd(
              faqEntries(faqAnswers(loaderData, common)),
              "en",
            ),
          },
        ]
      : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage t={t} entries={faqEntries(faqAnswers(loaderData, common))} />;
}
