import { createRequire } from "node:module";

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
 * The source of axe-core, the copy @axe-core/playwright depends on, so the
 * rules are those of the version it pins.
 */
const AXE_SOURCE = (() => {
  const require = createRequire(import.meta.url);
  const axeCore: unknown = createRequire(
    require.resolve("@axe-core/playwright"),
  )("axe-core");
  const source: unknown = Reflect.get(Object(axeCore), "source");
  if (typeof source !== "string") throw new Error("axe-core has no source");
  return source;
})();

/**
 * Puts axe into the page once per document: the source is half a megabyte,
 * and a page is often read at two widths. Same-origin frames only, as the
 * pages have none.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => {
    const axe: unknown = Reflect.get(window, "axe");
    const configure: unknown = Reflect.get(Object(axe), "configure");
    if (typeof configure !== "function") throw new Error("axe did not load");
    configure.call(axe, { allowedOrigins: ["<same_origin>"] });
  });
}

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
  await injectAxe(page);
  const found = await page.evaluate(async (tags) => {
    const axe: unknown = Reflect.get(window, "axe");
    const run: unknown = Reflect.get(Object(axe), "run");
    if (typeof run !== "function") throw new Error("axe is not in the page");
    const results: unknown = await run.call(axe, document, {
      runOnly: { type: "tag", values: tags },
      // Every rule still checks every element; only the violations come
      // back. The passes of a large table (Compare has 22,000) would
      // otherwise cross to Node and back, most of a minute.
      resultTypes: ["violations"],
    });
    const violations: unknown = Reflect.get(Object(results), "violations");
    if (!Array.isArray(violations)) throw new Error("axe gave no violations");
    return violations.map((violation: unknown) => {
      const field = (name: string): unknown =>
        Reflect.get(Object(violation), name);
      const nodes: unknown = field("nodes");
      const targets = (Array.isArray(nodes) ? nodes : []).map(
        (node: unknown) => {
          const target: unknown = Reflect.get(Object(node), "target");
          return Array.isArray(target) ? target.join(" ") : String(target);
        },
      );
      return `${String(field("id"))} (${String(field("impact") ?? "n/a")}): ${String(field("help"))} — ${targets.join(", ")}`;
    });
  }, AXE_TAGS);
  expect(found, `axe violations on ${label}`).toEqual([]);
}
