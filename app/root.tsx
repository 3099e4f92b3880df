import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";

import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { ICON_LINKS, THEME_COLOR } from "./config/icons";
import { LANG_ATTRIBUTE, localeOfPath } from "./i18n/locale";
import { errors } from "./messages/en/errors";
import { useLinkedStylesheets } from "./lib/use-linked-stylesheets";
import { useLogError } from "./lib/use-log-error";
import { errorDetails } from "./lib/error-details";
import "virtual:constants.css";
import "./styles/tokens.css";
import "./styles/global.css";

export const links: Route.LinksFunction = () => [...ICON_LINKS];

export function Layout({ children }: { children: ReactNode }) {
  useLinkedStylesheets();
  const { pathname } = useLocation();
  return (
    <html lang={LANG_ATTRIBUTE[localeOfPath(pathname)]}>
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

/**
 * Last resort, for errors a language's layout cannot show. It sits above both
 * languages, so it speaks English, the site's default.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLogError(error);
  return (
    <main id="main" className="page" lang={LANG_ATTRIBUTE.en}>
      <ErrorScreen
        {...errorDetails(error, errors)}
        home={{ href: "/", label: errors.home }}
      />
    </main>
  );
}
