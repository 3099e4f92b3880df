import { useEffect, useState } from "react";

/** How long what a copy button did stays shown and said, in ms. */
export const COPY_NOTE_MS = 5000;

/** What the last press of a copy button did; "idle" before one, and again a while after. */
export type CopyState = "idle" | "copied" | "failed";

/**
 * A copy button's state and its action, which writes `text` to the
 * clipboard. The state goes back to "idle" first, so a second press changes
 * what a live region holds and is said again, and once more after
 * COPY_NOTE_MS, so no later render says it again.
 */
export function useCopy(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPY_NOTE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string) => {
    setState("idle");
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // No clipboard (a page not served over HTTPS) or no permission.
      setState("failed");
    }
  };
  return [state, copy];
}
