import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

/** How a data screen's load ended. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** What a data screen draws from. */
export interface ScreenData<T> {
  /**
   * `undefined` while the files load, and also in the pre-rendered page and
   * while React hydrates it, so the screen draws the spinner the HTML holds.
   */
  outcome: Outcome<T> | undefined;
  /** Loads again, after a failure. */
  retry: () => void;
}

const noChanges = () => () => {};

/**
 * A data screen's files, read in the browser by the screen itself rather than
 * by a route loader. Once hydration has committed, React draws again only
 * the component that calls this, so the data takes the spinner's place
 * without the whole page being drawn anew (a route loader would have React
 * Router draw every route of the page again). `load` takes no arguments and
 * keeps one identity (a module's function); it gives the data at once when
 * this visit has it, else its promise, and its files share one request per
 * visit (./loaded.ts), so asking again costs nothing.
 */
export function useScreenData<T>(load: () => T | Promise<T>): ScreenData<T> {
  // False on the server and while hydrating, true from the next render on.
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const first = useMemo(
    () => (inBrowser ? withHandledFailure(load()) : undefined),
    [inBrowser, load],
  );
  // What "Try again" asked for, which replaces the first answer.
  const [retried, setRetried] = useState<{ asked: T | Promise<T> }>();
  const asked = retried ? retried.asked : first;

  // A promise is drawn once it settles, without Suspense: React keeps a
  // Suspense fallback on screen for at least 300 ms once it has shown one.
  const [settled, setSettled] = useState<{
    asked: Promise<T>;
    outcome: Outcome<T>;
  }>();
  useEffect(() => {
    if (!(asked instanceof Promise)) return;
    let current = true;
    const settle = (outcome: Outcome<T>) => {
      if (current) setSettled({ asked, outcome });
    };
    asked.then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => settle({ ok: false, error }),
    );
    return () => {
      current = false;
    };
  }, [asked]);

  let outcome: Outcome<T> | undefined;
  if (asked instanceof Promise) {
    outcome = settled?.asked === asked ? settled.outcome : undefined;
  } else if (asked !== undefined) {
    outcome = { ok: true, data: asked };
  }
  return {
    outcome,
    retry: () => setRetried({ asked: withHandledFailure(load()) }),
  };
}

/**
 * A promise's failure is taken once the screen has drawn (the effect above);
 * until then it would be reported as an unhandled rejection.
 */
function withHandledFailure<T>(value: T | Promise<T>): T | Promise<T> {
  if (value instanceof Promise) value.catch(() => {});
  return value;
}
