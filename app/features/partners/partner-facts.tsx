import type { BusinessFacts } from "~/config/site";
import { useCommon } from "~/i18n/common";

/**
 * How bulk and hotel accounts are priced and for how long, where the brief
 * lists its prices: the business's words once set, else that sales quotes
 * each property (the spec routes these accounts through sales).
 */
export function AccountPricing({
  facts,
  quoted,
}: {
  facts: BusinessFacts;
  /** The sentence said until the pricing is set. */
  quoted: string;
}) {
  const { locale } = useCommon();
  return (
    <>
      <p>{facts.partnerPricing?.[locale] ?? quoted}</p>
      {facts.partnerTerm && <p>{facts.partnerTerm[locale]}</p>}
    </>
  );
}

/** How residents and hotel guests get and lose access, each once set; else nothing. */
export function AccessFacts({ facts }: { facts: BusinessFacts }) {
  const { locale } = useCommon();
  const said = [facts.residentAccess, facts.guestAccess].flatMap((text) =>
    text ? [text[locale]] : [],
  );
  return said.map((text) => <p key={text}>{text}</p>);
}
