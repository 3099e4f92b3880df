import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** The user-timing mark that says the page has hydrated; `npm run audit` reads it. */
const INTERACTIVE_MARK = "interactive";

/**
 * Marks the moment React has taken over the page. `hydrateRoot` returns before
 * hydrating (the work runs later, in a transition), so the mark comes from an
 * effect instead: passive effects run once the hydrated tree is committed, and
 * a later sibling's after every effect of the router's tree, so by then each
 * handler is attached and each mount effect has run.
 */
function InteractiveMark() {
  useEffect(() => {
    // StrictMode runs effects twice in development; one mark is the truth.
    if (performance.getEntriesByName(INTERACTIVE_MARK, "mark").length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, []);
  return null;
}

// Evaluating this file, with React's renderer, is one task and hydrating
// starts in the next, so that neither blocks the page for long.
await new Promise((resolve) => setTimeout(resolve));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <InteractiveMark />
    </StrictMode>,
  );
});
