import { useEffect } from "react";
import { useLocation } from "react-router";

import type { Route } from "./+types/not-found";
import { ErrorScreen } from "~/components/error-screen";
import { site } from "~/config/site";
import { notFoundMessage, statusDetails } from "~/lib/error-details";
import { useClientValue } from "~/lib/use-client-value";

export function meta(_: Route.MetaArgs) {
  return [
    { title: `404 Not Found | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  const { pathname } = useLocation();
  // Pre-rendered once and served for every unknown path, so the path is only known in the browser.
  const shownPath = useClientValue(
    () => pathname,
    () => "…",
  );
  const message = notFoundMessage(shownPath);

  useEffect(() => {
    console.error(`404 Not Found: ${notFoundMessage(pathname)}`);
  }, [pathname]);

  return <ErrorScreen {...statusDetails(404, message)} />;
}
