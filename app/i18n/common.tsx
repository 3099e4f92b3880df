import { type ReactNode, createContext, use } from "react";

import { type Paths, pathsFor } from "~/config/paths";
import type { CommonMessages } from "~/messages/en/common";

import type { Locale } from "./locale";

const CommonContext = createContext<CommonMessages | null>(null);

/**
 * Gives the screens below it their language's shared words. Each language's
 * layout route provides its own catalogue, so a page loads only its own.
 */
export function CommonMessagesProvider({
  messages,
  children,
}: {
  messages: CommonMessages;
  children: ReactNode;
}) {
  return <CommonContext value={messages}>{children}</CommonContext>;
}

/** The shared words of the page's language. */
export function useCommon(): CommonMessages {
  const messages = use(CommonContext);
  if (!messages) {
    throw new Error(
      "useCommon needs a CommonMessagesProvider above it: render the screen inside a language's layout.",
    );
  }
  return messages;
}

/** The language of the page. */
export function useLocale(): Locale {
  return useCommon().locale;
}

/** The site's paths in the page's language. */
export function usePaths(): Paths {
  return pathsFor(useLocale());
}
