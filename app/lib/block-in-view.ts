/** The blocks of a page's main part that can mark where a reader is. */
const BLOCKS =
  "main :is(h1, h2, h3, h4, p, li, dt, dd, tr, caption, figcaption, legend, label)";

/** The bottom of the bar where it stays fixed over the page; 0 where it scrolls away. */
function barBottom(): number {
  const bar = document.querySelector("body header");
  if (!bar || getComputedStyle(bar).position !== "fixed") return 0;
  return bar.getBoundingClientRect().bottom;
}

/**
 * The first block of the main part wholly in view below the fixed bar, or
 * else the first that starts there: what a page shown at a kept scroll
 * position gives focus to.
 */
export function blockInView(): HTMLElement | null {
  const top = barBottom();
  const bottom = window.innerHeight;
  let starts: HTMLElement | null = null;
  for (const block of document.querySelectorAll<HTMLElement>(BLOCKS)) {
    const box = block.getBoundingClientRect();
    // Visually hidden text (a live region) is 1 px wide: not something seen.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.top < top || box.top >= bottom) continue;
    if (box.bottom <= bottom) return block;
    starts ??= block;
  }
  return starts;
}
