import type { ReactNode } from "react";

import { CommonMessagesProvider } from "~/i18n/common";
import type { Locale } from "~/i18n/locale";
import { common as en } from "~/messages/en/common";
import { common as es } from "~/messages/es/common";

/** `children` inside a language's shared words, as a language's layout route puts every screen. */
export function inLanguage(children: ReactNode, locale: Locale = "en") {
  return (
    <CommonMessagesProvider messages={locale === "en" ? en : es}>
      {children}
    </CommonMessagesProvider>
  );
}
