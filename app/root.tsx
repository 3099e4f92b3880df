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
import {
  MAIN_ID,
  PAGE_END_ID,
  PageScript,
  scriptInHead,
} from "./components/page-script";
import { ICON_LINKS, THEME_COLOR } from "./config/icons";
import { LANG_ATTRIBUTE, localeOfPath } from "./i18n/locale";
import { errors } from "./messages/en/errors";
import { useClientValue } from "./lib/use-client-value";
import { useLinkedStylesheets } from "./lib/use-linked-stylesheets";
import { useLogError } from "./lib/use-log-error";
import { errorDetails } from "./lib/error-details";
import { useShouldHydrate } from "./lib/page-scripts";
import "virtual:constants.css";
import "./styles/tokens.css";
import "./styles/global.css";

export const links: Route.LinksFunction = () => [...ICON_LINKS];

/** The user-timing mark that says the page has hydrated; `npm run audit` reads it. */
const INTERACTIVE_MARK = "interactive";

export function Layout({ children }: { children: ReactNode }) {
  useLinkedStylesheets();
  const { pathname } = useLocation();
  // A page asks for its scripts through its route's `handle`; the others are
  // complete as pre-rendered and load no script file.
  const hydrate = useShouldHydrate();
  // Once the app runs, it keeps the router's scroll restoration through every
  // page it shows, those without scripts too: each new page starts at its top,
  // with its heading in view, and Back returns to where the visitor was.
  const inBrowser = useClientValue(
    () => true,
    () => false,
  );
  const inHead = scriptInHead(pathname);
  return (
    <html lang={LANG_ATTRIBUTE[localeOfPath(pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        {/* Chromium paints nothing until the footer's end, after the page
            script, is parsed: a first paint of a half-parsed page would show
            the bar's links growing leftward, and the page's parts moving, as
            the rest of the HTML arrives, or as the script shows the Spanish
            offer. (Chromium unblocks at the element's start.) */}
        <link
          rel="expect"
          href={`#${PAGE_END_ID}`}
          {...{ blocking: "render" }}
        />
        {/* On Home it sends a visitor who chose Spanish on before the first paint. */}
        {inHead && <PageScript home />}
      </head>
      <body>
        {children}
        {hydrate || inBrowser ? <ScrollRestoration /> : null}
        {hydrate ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the page as interactive, for the browser tests and the audit. A
    // parent's passive effects run after its children's, so by now every
    // handler of the hydrated page is attached.
    document.documentElement.dataset.hydrated = "true";
    // StrictMode runs effects twice in development; one mark is the truth.
    if (performance.getEntriesByName(INTERACTIVE_MARK, "mark").length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, []);
  return <Outlet />;
}

/**
 * What React Router's build renders for its client-side shell, which it
 * refuses without scripts; the site never serves that file
 * (build-tools/finalize-build.ts removes it), and no page renders this.
 */
export function HydrateFallback() {
  return <Scripts />;
}

/**
 * Last resort, for errors a language's layout cannot show. It sits above both
 * languages, so it speaks English, the site's default.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLogError(error);
  return (
    <main id={MAIN_ID} className="page" lang={LANG_ATTRIBUTE.en}>
      <ErrorScreen
        {...errorDetails(error, errors)}
        links={[{ href: "/", label: errors.home }]}
      />
    </main>
  );
}
