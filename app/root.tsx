import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { ICON_LINKS, THEME_COLOR } from "./config/icons";
import { useLinkedStylesheets } from "./lib/use-linked-stylesheets";
import { useLogError } from "./lib/use-log-error";
import { errorDetails } from "./lib/error-details";
import "virtual:constants.css";
import "./styles/tokens.css";
import "./styles/global.css";

export const links: Route.LinksFunction = () => [...ICON_LINKS];

export function Layout({ children }: { children: ReactNode }) {
  useLinkedStylesheets();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the page as interactive, for the browser tests and any script that waits on it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Last resort, for errors the site layout's own boundary cannot show. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLogError(error);
  return (
    <main id="main" className="page">
      <ErrorScreen {...errorDetails(error)} />
    </main>
  );
}
