import { Outlet } from "react-router";

import type { Route } from "./+types/site-layout";
import { SiteFrame, SiteFrameError } from "~/components/site-frame";
import { common } from "~/messages/es/common";

/** The Spanish pages' frame. */
export default function SiteLayout() {
  return (
    <SiteFrame messages={common}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteFrameError error={error} messages={common} />;
}
