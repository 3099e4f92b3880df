import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` items to draw: `first` straight away, then `step` more
 * each animation frame until all are drawn. A long table or list then
 * reaches the page in frames the browser can lay out quickly, instead of one
 * long task that holds up input. Each step renders as a transition, which
 * React breaks into slices of a few milliseconds, so a click or a keystroke
 * never waits on one.
 *
 * `firstStep`, when given, replaces `step` in the first frame after the
 * first drawing: a part drawn a frame after the rest of the screen can then
 * show its top soon, then fill in faster.
 */
export function useProgressiveCount(
  total: number,
  first: number,
  step: number,
  firstStep: number = step,
): number {
  const [count, setCount] = useState(first);
  const drawn = Math.min(count, total);

  useEffect(() => {
    if (drawn >= total) return;
    const frame = requestAnimationFrame(() => {
      startTransition(() => {
        setCount(drawn + (drawn === first ? firstStep : step));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [drawn, total, first, step, firstStep]);

  return drawn;
}
