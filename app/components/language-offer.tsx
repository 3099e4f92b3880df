import { useCommon } from "~/i18n/common";
import { LANG_ATTRIBUTE } from "~/i18n/locale";

import { LANGUAGE_CHOICE_ATTRIBUTE, LanguageLink } from "./language-link";
import styles from "./language-offer.module.css";

/** The id by which the page script shows the offer. */
export const LANGUAGE_OFFER_ID = "language-offer";

/**
 * One line offering the page in the other language, hidden as sent: the
 * stylesheet shows it when the page script has found that the visitor chose
 * that language, or, with no choice, that the browser prefers it
 * (docs/decisions.md, "Spanish"). Following the link, or the button that
 * declines, is the visitor's choice.
 */
export function LanguageOffer() {
  const { locale, languageOffer: offer } = useCommon();
  if (offer === null) return null;
  return (
    <p
      id={LANGUAGE_OFFER_ID}
      className={styles.offer}
      lang={LANG_ATTRIBUTE[locale === "en" ? "es" : "en"]}
    >
      <span>
        {offer.question} <LanguageLink>{offer.link}</LanguageLink>
      </span>
      <button
        type="button"
        className={styles.dismiss}
        {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: locale }}
      >
        {offer.dismiss}
      </button>
    </p>
  );
}
