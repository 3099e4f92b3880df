import { CATALOGUES } from "./support/catalogues";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const EN = CATALOGUES.en;

// The finder and the comparison load two files; either failing shows the in-page error.
// Each page's three cases in one visit, each on a fresh load.
for (const { path, loaded, what } of [
  {
    path: "/plus/finder",
    loaded: EN.finder.search.label,
    what: EN.finder.what,
  },
  { path: "/plus/compare", loaded: EN.compare.filter, what: EN.compare.what },
]) {
  test(`${path}: a failed packages or channels file shows the alert, and Try again loads it; a file of the wrong shape shows the alert, not a broken page`, async ({
    page,
    consoleErrors,
  }) => {
    for (const failing of ["packages", "channels"] as const) {
      await test.step(`a failed ${failing} file`, async () => {
        await page.unrouteAll({ behavior: "ignoreErrors" });
        const logged = consoleErrors.length;
        const other = failing === "packages" ? "channels" : "packages";
        await serveData(page, other);
        const route = await serveData(
          page,
          failing,
          { status: 500, body: "Server error" },
          { body: fixture(failing) },
        );
        await page.goto(path);
        await waitForHydration(page);

        await expect(page.getByRole("alert")).toContainText(
          EN.common.data.failed(what),
        );
        await expect(page.getByRole("status")).toHaveCount(0);
        // Logged by an effect, which may run a moment after the alert is drawn.
        await expect
          .poll(() => consoleErrors.slice(logged).join("\n"))
          .toContain("answered HTTP 500");

        await page
          .getByRole("button", { name: EN.common.data.tryAgain })
          .click();
        await expect(page.getByLabel(loaded)).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(0);
        expect(route.count()).toBe(2);
      });
    }

    await test.step("a file of the wrong shape", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await serveData(page, "packages", { body: [{ name: "core" }] });
      await serveData(page, "channels");
      await page.goto(path);
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}
