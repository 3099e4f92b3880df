import { type Page, expect } from "@playwright/test";

import { site } from "../../app/config/site";
import { pastTheEdge } from "./text-spacing";
import { WORDS, localeOf } from "./words";

// The browser's zoom, not only its text size: Chromium zoomed to Z in a
// window W px wide lays the page out in W / Z CSS pixels (drawn at Z device
// pixels each, which moves no box), so 375 px at 200 % is 187.5 px.

/** The windows and zoom levels a page is checked at. */
const WINDOWS = [375, 1280] as const;
const ZOOMS = [1.5, 2] as const;

/**
 * Expects the page, zoomed to 150 % and 200 % in a phone's and a desktop's
 * window, to need no sideways scrolling, and its logo and language link
 * (in the bar, or Home's corner) not to cover each other. Leaves the window
 * at the last size.
 */
export async function expectFitsZoomed(
  page: Page,
  path: string,
  height: number,
): Promise<void> {
  const logo = page.getByRole("img", { name: site.name, exact: true }).first();
  const language = page.getByRole("link", {
    name: WORDS[localeOf(path)].otherLanguage.name,
    exact: true,
  });
  for (const window of WINDOWS) {
    for (const zoom of ZOOMS) {
      const what = `${path} at ${zoom * 100} % zoom in ${window} px`;
      // A window's CSS size is whole pixels; the narrower rounding is the harder.
      await page.setViewportSize({
        width: Math.floor(window / zoom),
        height: Math.floor(height / zoom),
      });
      const fit = await pastTheEdge(page);
      expect(fit.past, `${what}: nothing past the edge`).toEqual([]);
      expect(fit.width, `${what}: page width`).toBeLessThanOrEqual(fit.screen);
      const [a, b] = await Promise.all([
        logo.boundingBox(),
        language.boundingBox(),
      ]);
      if (!a || !b)
        throw new Error(`${what}: no box for the logo or the language link`);
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(
        apart,
        `${what}: the logo ${JSON.stringify(a)} and the language link ${JSON.stringify(b)} apart`,
      ).toBe(true);
    }
  }
}
