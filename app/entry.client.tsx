import { StrictMode, startTransition, useEffect, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { deferRouterStart } from "./lib/router-start";

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

/**
 * Starts the router in a task of its own rather than in the commit that ends
 * hydration (app/lib/router-start.ts). Its layout effect must run before
 * `HydratedRouter`'s, so it comes first.
 */
function RouterStart() {
  useLayoutEffect(() => {
    const router = window.__reactRouterDataRouter;
    if (router) deferRouterStart(router);
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
      <RouterStart />
      <HydratedRouter />
      <InteractiveMark />
    </StrictMode>,
  );
});
