import { Link, useLocation } from "react-router";

import { useCommon } from "~/i18n/common";
import { LANG_ATTRIBUTE, basePath, localizedPath } from "~/i18n/locale";
import { useClientValue } from "~/lib/use-client-value";

/**
 * The same page in the other language, with the same query, so a shared
 * Channels or Finder answer stays as it is. Named in its own language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const t = useCommon();
  const other = t.locale === "en" ? "es" : "en";
  const { pathname, search } = useLocation();
  // The pre-rendered page has no query; the visitor's address may.
  const query = useClientValue(
    () => search,
    () => "",
  );
  const lang = LANG_ATTRIBUTE[other];
  return (
    <Link
      to={`${localizedPath(basePath(pathname), other)}${query}`}
      className={className}
      hrefLang={lang}
      lang={lang}
    >
      {t.otherLanguage}
    </Link>
  );
}
