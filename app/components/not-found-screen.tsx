import { useEffect } from "react";
import { type MetaDescriptor, useLocation } from "react-router";

import { PAGES } from "~/config/pages";
import { site } from "~/config/site";
import { useCommon, useLocale, usePaths } from "~/i18n/common";
import { wordsIn } from "~/i18n/words";
import { statusDetails } from "~/lib/error-details";

import { ErrorScreen } from "./error-screen";

/** The title of the 404 screen, kept out of search results. */
export function notFoundMeta(
  matches: readonly ({ handle?: unknown } | undefined)[],
): MetaDescriptor[] {
  const { errors } = wordsIn(matches, "common");
  return [
    { title: `404 ${errors.statusText[404]} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The 404 screen, in the page's language: the status, one plain sentence and
 * the ways on (Home, Packages, Channels, the FAQ); the console gets the path.
 */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { errors, nav } = useCommon();
  const locale = useLocale();
  const paths = usePaths();

  useEffect(() => {
    console.error(`404 ${errors.statusText[404]}: ${errors.noRoute(pathname)}`);
  }, [pathname, errors]);

  return (
    <ErrorScreen
      {...statusDetails(404, errors, errors.notFound)}
      links={[
        { href: paths.home, label: errors.home },
        { href: paths.packages, label: nav.packages },
        { href: paths.channels, label: nav.channels },
        { href: paths.faq, label: PAGES.faq.footer[locale] },
      ]}
    />
  );
}
