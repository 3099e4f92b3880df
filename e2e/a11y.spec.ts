import { expectNoAxeViolations } from "./support/axe";
import {
  NOT_FOUND_PATH,
  ROUTES,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of ROUTES) {
      test(`${path} has no violations`, async ({ page }) => {
        // axe reads every cell of the larger tables (Compare holds every channel).
        test.slow();
        await page.goto(path);
        await waitForPageReady(page);
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      });
    }

    test("the not-found screen has no violations", async ({ page }) => {
      await page.goto(NOT_FOUND_PATH);
      await waitForHydration(page);
      await expectNoAxeViolations(page, `the not-found screen at ${width}px`);
    });
  });
}

test.describe("axe with the drawer open", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // One drawer serves every page; the page behind it is inert while it is open.
  test("the drawer has no violations", async ({ page }) => {
    await page.goto("/plus/signup");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await expectNoAxeViolations(page, "/plus/signup at 375px, drawer open");
  });
});
