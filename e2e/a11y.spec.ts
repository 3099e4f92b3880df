import { expectNoAxeViolations } from "./support/axe";
import {
  ALL_ROUTES,
  NOT_FOUND_PATH,
  SPANISH_NOT_FOUND_PATH,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of ALL_ROUTES) {
      test(`${path} has no violations`, async ({ page }) => {
        // axe reads every cell of the larger tables (Compare holds every channel).
        test.slow();
        await page.goto(path);
        await waitForPageReady(page);
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      });
    }

    for (const path of [NOT_FOUND_PATH, SPANISH_NOT_FOUND_PATH]) {
      test(`the not-found screen at ${path} has no violations`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(
          page,
          `the not-found screen at ${path}, ${width}px`,
        );
      });
    }
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

  test("the Spanish drawer has no violations", async ({ page }) => {
    await page.goto("/es/plus/signup");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog", { name: "Menú" }).waitFor();
    await expectNoAxeViolations(page, "/es/plus/signup at 375px, drawer open");
  });
});
