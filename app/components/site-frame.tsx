import type { ReactNode } from "react";
import { useLocation } from "react-router";

import { pathsFor } from "~/config/paths";
import { CommonMessagesProvider } from "~/i18n/common";
import { basePath } from "~/i18n/locale";
import { errorDetails } from "~/lib/error-details";
import { useFocusHeadingOnNavigation } from "~/lib/use-focus-heading";
import { useLogError } from "~/lib/use-log-error";
import type { CommonMessages } from "~/messages/en/common";

import { ErrorScreen } from "./error-screen";
import { LanguageLink } from "./language-link";
import { LanguageOffer } from "./language-offer";
import { MAIN_ID, scriptInHead } from "./page-script";
import { PageStatus } from "./page-status";
import { PrintHeader } from "./print-header";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

interface SiteFrameProps {
  /** The shared words of the frame's language. */
  messages: CommonMessages;
  children: ReactNode;
}

/**
 * The frame every screen shares, in one language: the bar (except on Home,
 * which has the language link in its corner instead), the content, the footer.
 */
export function SiteFrame({ messages, children }: SiteFrameProps) {
  const { pathname } = useLocation();
  const showBar = basePath(pathname) !== "/";
  useFocusHeadingOnNavigation();
  return (
    <CommonMessagesProvider messages={messages}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {messages.skipLink}
      </a>
      <PrintHeader />
      {showBar ? (
        <SiteHeader />
      ) : (
        <nav className="corner-language-link" aria-label={messages.languageNav}>
          <LanguageLink own />
        </nav>
      )}
      <PageStatus>
        <main
          id={MAIN_ID}
          className={showBar ? "page page--below-bar" : "page"}
          tabIndex={-1}
        >
          <LanguageOffer />
          {children}
        </main>
      </PageStatus>
      <SiteFooter script={!scriptInHead(pathname)} />
    </CommonMessagesProvider>
  );
}

/** A layout route's error boundary: the error screen inside the frame, in the frame's language. */
export function SiteFrameError({
  error,
  messages,
}: {
  error: unknown;
  messages: CommonMessages;
}) {
  useLogError(error);
  return (
    <SiteFrame messages={messages}>
      <ErrorScreen
        {...errorDetails(error, messages.errors)}
        links={[
          { href: pathsFor(messages.locale).home, label: messages.errors.home },
        ]}
      />
    </SiteFrame>
  );
}
