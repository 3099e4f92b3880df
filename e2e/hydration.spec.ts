import { ROUTES, expect, test, waitForHydration } from "./support/fixtures";

// React keeps the pre-rendered nodes when hydration succeeds; after a mismatch
// it renders the page again from scratch and the nodes are new.
test.describe("hydration", () => {
  for (const { path } of ROUTES) {
    test(`${path} hydrates onto the pre-rendered HTML without errors`, async ({
      page,
      consoleErrors,
    }) => {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          Object.assign(window, {
            prerenderedNodes: [
              document.querySelector("h1"),
              document.querySelector("footer"),
            ],
          });
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      const kept = await page.evaluate(() => {
        const before: unknown = Reflect.get(window, "prerenderedNodes");
        return (
          Array.isArray(before) &&
          before[0] === document.querySelector("h1") &&
          before[1] === document.querySelector("footer")
        );
      });
      expect(kept, "the pre-rendered nodes are still in place").toBe(true);
      // A missing file is the link and budget checks' business; this test is about React.
      expect(
        consoleErrors.filter(
          (message) => !message.startsWith("Failed to load resource"),
        ),
      ).toEqual([]);
    });
  }
});
