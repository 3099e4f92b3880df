import { Outlet, useLocation } from "react-router";

import type { Route } from "./+types/site-layout";
import { ErrorScreen } from "~/components/error-screen";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { PATHS } from "~/config/paths";
import { errorDetails } from "~/lib/error-details";
import { useLogError } from "~/lib/use-log-error";

/** The frame every screen shares: the bar (except on Home), the content, the footer. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const showBar = pathname !== PATHS.home;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showBar && <SiteHeader />}
      <main
        id="main"
        className={showBar ? "page page--below-bar" : "page"}
        tabIndex={-1}
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLogError(error);
  return (
    <SiteFrame>
      <ErrorScreen {...errorDetails(error)} />
    </SiteFrame>
  );
}
