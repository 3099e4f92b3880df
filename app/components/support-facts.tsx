import { type BusinessFacts, site } from "~/config/site";
import { useCommon } from "~/i18n/common";
import type { BusinessFactWords } from "~/messages/en/business-facts";

import { type Part, TextParts } from "./text-parts";

/**
 * What the business says of support, as one run of parts: the languages it
 * answers in, then its phone line and hours, each once set; empty while
 * neither is.
 */
export function supportParts(
  words: BusinessFactWords,
  facts: BusinessFacts,
): Part[] {
  const languages: Part[] = facts.supportLanguages?.length
    ? [words.supportLanguages(facts.supportLanguages)]
    : [];
  const phone = facts.supportPhone
    ? words.supportPhone(facts.supportPhone)
    : [];
  return languages.length > 0 && phone.length > 0
    ? [...languages, " ", ...phone]
    : [...languages, ...phone];
}

/** Support's languages and phone hours, beside a support address; nothing while unset. */
export function SupportFacts({
  facts = site.facts,
  className,
}: {
  facts?: BusinessFacts;
  className?: string;
}) {
  const parts = supportParts(useCommon().facts, facts);
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      <TextParts parts={parts} />
    </p>
  );
}
