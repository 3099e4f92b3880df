import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value that differs between the pre-rendered HTML and the visitor's
 * browser. Hydration uses `prerenderValue` (so it matches the HTML), then
 * React re-renders with `clientValue()`.
 */
export function useClientValue<T>(
  clientValue: () => T,
  prerenderValue: () => T,
): T {
  return useSyncExternalStore(subscribeToNothing, clientValue, prerenderValue);
}
