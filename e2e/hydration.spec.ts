import { ALL_ROUTES, expect, test, waitForHydration } from "./support/fixtures";

// React keeps the pre-rendered nodes when hydration succeeds; after a mismatch
// it renders the page again from scratch and the nodes are new. A data
// screen's pre-rendered HTML is its route's fallback, which gives way to the
// screen once the route's loader has run: there the bar and the footer must
// stay, and the heading must read the same.
/** The screens whose route loads data files (SPEC §2's data screens and the tools). */
const DATA_SCREENS = new Set<string>(
  [
    "/plus",
    "/plus/channels",
    "/plus/channelstest",
    "/plus/instructions",
    "/plus/finder",
    "/plus/compare",
  ].flatMap((path) => [path, `/es${path}`]),
);

test.describe("hydration", () => {
  for (const { path } of ALL_ROUTES) {
    test(`${path} hydrates onto the pre-rendered HTML without errors`, async ({
      page,
      consoleErrors,
    }) => {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          Object.assign(window, {
            prerenderedNodes: [
              document.querySelector("header"),
              document.querySelector("footer"),
              document.querySelector("h1"),
            ],
            prerenderedHeading: document.querySelector("h1")?.textContent,
            prerenderedFallback:
              document.querySelector("[data-data-region]") !== null,
          });
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      const { kept, heading, fallback } = await page.evaluate(() => {
        const before: unknown = Reflect.get(window, "prerenderedNodes");
        const fallback = Reflect.get(window, "prerenderedFallback") === true;
        const now = ["header", "footer", "h1"].map((selector) =>
          document.querySelector(selector),
        );
        const compared = fallback ? 2 : 3;
        return {
          kept:
            Array.isArray(before) &&
            now
              .slice(0, compared)
              .every((node, index) => node === before[index]) &&
            // Home has no bar; every page has the footer and a heading.
            now[1] !== null &&
            now[2] !== null,
          heading:
            Reflect.get(window, "prerenderedHeading") ===
            document.querySelector("h1")?.textContent,
          fallback,
        };
      });
      expect(kept, "the pre-rendered nodes are still in place").toBe(true);
      expect(heading, "the heading reads as pre-rendered").toBe(true);
      expect(fallback, "only the data screens pre-render a fallback").toBe(
        DATA_SCREENS.has(path),
      );
      // A missing file is the link and budget checks' business; this test is about React.
      expect(
        consoleErrors.filter(
          (message) => !message.startsWith("Failed to load resource"),
        ),
      ).toEqual([]);
    });
  }
});
