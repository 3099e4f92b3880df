import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { useCommon } from "~/i18n/common";
import { LANG_ATTRIBUTE, basePath, localizedPath } from "~/i18n/locale";
import { carryTexts } from "~/lib/carried-text";
import { useClientValue } from "~/lib/use-client-value";

/** Marks a link or button as the visitor's choice of language; the page script remembers it. */
export const LANGUAGE_CHOICE_ATTRIBUTE = "data-lang";

/** The class and id of the page's own language link, in the bar or Home's corner: where focus stays after a switch. */
export const LANGUAGE_LINK_ID = "language-link";

/**
 * The same page in the other language, with the same query, so a shared
 * Channels or Finder answer stays as it is. Named in its own language,
 * unless `children` name it. It keeps the scroll position, with the page
 * script (app/components/page-script.tsx), and the words in the search fields.
 * `own`: the page's own language link (not the offer's), styled as one
 * (global.css) and found by the script and the router.
 */
export function LanguageLink({
  own = false,
  className,
  children,
}: {
  own?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const t = useCommon();
  const other = t.locale === "en" ? "es" : "en";
  const { pathname, search } = useLocation();
  // The pre-rendered page has no query; the visitor's address may.
  const query = useClientValue(
    () => search,
    () => "",
  );
  const lang = LANG_ATTRIBUTE[other];
  const path = localizedPath(basePath(pathname), other);
  return (
    <Link
      to={`${path}${query}`}
      id={own ? LANGUAGE_LINK_ID : undefined}
      className={
        own
          ? [LANGUAGE_LINK_ID, className].filter(Boolean).join(" ")
          : className
      }
      hrefLang={lang}
      lang={lang}
      {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: other }}
      // Followed in the page, it keeps the scroll position.
      preventScrollReset
      onClick={() => carryTexts(path)}
    >
      {children ?? t.otherLanguage}
    </Link>
  );
}
