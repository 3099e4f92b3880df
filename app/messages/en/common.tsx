import type { ReactNode } from "react";

import { site } from "~/config/site";
import type { Locale } from "~/i18n/locale";
import { wordsHandle } from "~/i18n/words";

import { businessFacts } from "./business-facts";
import { errors } from "./errors";
import { shared } from "./shared";

/**
 * The words every English page shares: the frame (skip link, bar, menu,
 * footer), the data regions and the error screen. The
 * Spanish catalogue (../es/common.tsx) has the same keys, or the typecheck fails.
 */
export const common = {
  locale: "en" as Locale,
  skipLink: "Skip to content",
  homeLink: `${site.name} home`,
  mainNav: "Main",
  sectionsNav: "Sections",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  nav: {
    packages: "Packages",
    channels: "Channels",
    instructions: "Instructions",
    partners: "ISPs/MDUs",
    signup: "Sign Up",
  },
  /** The link to this page in the other language, written in that language. */
  otherLanguage: "Español",
  /** Names the landmark holding that link where there is no bar (Home). */
  languageNav: "Language",
  /**
   * The line that offers the Spanish page to a browser that prefers Spanish,
   * written in Spanish; the Spanish pages offer nothing.
   */
  languageOffer: {
    question: "¿Prefieres español?",
    link: "Ver esta página en español",
    dismiss: "No, gracias",
  } as LanguageOfferWords | null,
  footer: {
    nav: "More about us",
    contact: (sales: ReactNode, support: ReactNode) => (
      <>
        Email us: {sales} for bulk and hotel accounts, {support} for help with
        watching.
      </>
    ),
    trademarks: `${site.name} and ${site.productLine} are registered trademarks of ${site.legalName}.`,
    licensed:
      "All content is officially licensed. Package channels may change without notice.",
  },
  data: {
    loading: (what: string) => `Loading ${what}…`,
    loaded: (what: string) => `Finished loading ${what}.`,
    noScript: (what: string) =>
      `To see ${what}, please turn on JavaScript in your browser.`,
    failed: (what: string) =>
      `Sorry, we couldn’t load ${what}. Please check your connection and try again.`,
    tryAgain: "Try again",
  },
  errors,
  newTab: "(opens in a new tab)",
  mailOpens: (address: string) =>
    `Opens your email app, addressed to ${address}`,
  /**
   * The Copy button beside a mail address, for a phone with no email app;
   * screen readers hear the address after `button`.
   */
  copyAddress: {
    button: "Copy",
    copied: "Copied",
    failed: "Couldn’t copy. Select the address to copy it.",
  },
  perMonth: shared.perMonth,
  tagline: "A Traditional Television Experience",
  availability: shared.availability,
  /** The business's facts, as each page states them when set. */
  facts: businessFacts,
};

export type CommonMessages = typeof common;

/** The words of the offer of the other language's page, in that language. */
export interface LanguageOfferWords {
  question: string;
  link: string;
  dismiss: string;
}

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("common", common);
