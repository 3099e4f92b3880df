import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";

/** WCAG 2.2 AA and axe's best practices: the bar every page state is held to. */
export const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];

/**
 * Runs axe on the page as it is now and fails with a readable list (rule,
 * impact, what to fix, which elements) when anything breaks the bar.
 * `label` names the state in the failure, e.g. "/plus at 375px, drawer open".
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
): Promise<void> {
  // Moving or fading elements give axe colours that are not the final ones.
  // An animation removed meanwhile (a spinner replaced by data) rejects its
  // promise; it no longer moves, so that counts as finished too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Every rule still checks every element; only the violations come back
    // with all their elements. The passes of a large table (Compare has
    // 22,000) would otherwise cross to Node and back, most of a minute.
    .options({ resultTypes: ["violations"] })
    // The pages have no frames, so axe runs in the page itself rather than
    // gathering its results in a blank page of their own.
    .setLegacyMode(true)
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "n/a"}): ${violation.help} — ` +
      violation.nodes.map((node) => node.target.join(" ")).join(", "),
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
