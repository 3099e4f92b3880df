import { Outlet } from "react-router";

import type { Route } from "./+types/site-layout";
import { SiteFrame, SiteFrameError } from "~/components/site-frame";
import { useWords } from "~/i18n/words";

/** The frame of every page, in the page's language. */
export default function SiteLayout() {
  return (
    <SiteFrame messages={useWords("common")}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteFrameError error={error} messages={useWords("common")} />;
}
