import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

import type { Locale } from "~/i18n/locale";

import { inLanguage } from "./in-language";

/** `children` as a page renders them: inside a router, in a language's shared words. */
export function inPage(children: ReactNode, locale: Locale = "en") {
  return inLanguage(<MemoryRouter>{children}</MemoryRouter>, locale);
}
