import { useEffect } from "react";
import { type MetaDescriptor, useLocation } from "react-router";

import { site } from "~/config/site";
import { useCommon, usePaths } from "~/i18n/common";
import { wordsIn } from "~/i18n/words";
import { statusDetails } from "~/lib/error-details";
import { useClientValue } from "~/lib/use-client-value";

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

/** The 404 screen, in the page's language; the console gets the path. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { errors } = useCommon();
  const home = usePaths().home;
  // Pre-rendered once and served for every unknown path, so the path is only known in the browser.
  const shownPath = useClientValue(
    () => pathname,
    () => "…",
  );

  useEffect(() => {
    console.error(
      `404 ${errors.statusText[404]}: ${errors.notFound(pathname)}`,
    );
  }, [pathname, errors]);

  return (
    <ErrorScreen
      {...statusDetails(404, errors, errors.notFound(shownPath))}
      home={{ href: home, label: errors.home }}
    />
  );
}
