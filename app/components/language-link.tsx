import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { useCommon } from "~/i18n/common";
import { LANG_ATTRIBUTE, basePath, localizedPath } from "~/i18n/locale";
import { carriedTextState, textToCarry } from "~/lib/carried-text";
import { useClientValue } from "~/lib/use-client-value";

/** Marks a link or button as the visitor's choice of language; the page script remembers it. */
export const LANGUAGE_CHOICE_ATTRIBUTE = "data-language-choice";

/**
 * The same page in the other language, with the same query, so a shared
 * Channels or Finder answer stays as it is. Named in its own language,
 * unless `children` name it. Followed in the page, it keeps the scroll
 * position and the words in the search fields; on a page without scripts
 * the page script keeps the scroll position.
 */
export function LanguageLink({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const t = useCommon();
  const navigate = useNavigate();
  const other = t.locale === "en" ? "es" : "en";
  const { pathname, search } = useLocation();
  // The pre-rendered page has no query; the visitor's address may.
  const query = useClientValue(
    () => search,
    () => "",
  );
  const lang = LANG_ATTRIBUTE[other];
  const to = `${localizedPath(basePath(pathname), other)}${query}`;
  return (
    <Link
      to={to}
      className={className}
      hrefLang={lang}
      lang={lang}
      {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: other }}
      onClick={(event) => {
        const plainClick =
          event.button === 0 &&
          !event.metaKey &&
          !event.altKey &&
          !event.ctrlKey &&
          !event.shiftKey;
        if (!plainClick) return;
        // Link's own navigation takes its state when it renders; the words
        // to carry are the ones in the fields now.
        event.preventDefault();
        void navigate(to, {
          preventScrollReset: true,
          state: carriedTextState(textToCarry(document)),
        });
      }}
    >
      {children ?? t.otherLanguage}
    </Link>
  );
}
