import { type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import {
  ALL_ROUTES,
  NOT_FOUND_PATH,
  SPANISH_NOT_FOUND_PATH,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

const [FIRST_WIDTH, ...OTHER_WIDTHS] = [375, 1280] as const;
const HEIGHT = 800;

/** Runs axe on the page at a phone's width, then resizes it to a desktop's and runs it again. */
async function expectNoViolationsAtEveryWidth(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} at ${FIRST_WIDTH}px`);
  for (const width of OTHER_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
  }
}

test.describe("axe at 375 and 1280px", () => {
  test.use({ viewport: { width: FIRST_WIDTH, height: HEIGHT } });

  for (const { path } of ALL_ROUTES) {
    test(`${path} has no violations`, async ({ page }) => {
      // axe reads every cell of the larger tables (Compare holds every channel).
      test.slow();
      await page.goto(path);
      await waitForPageReady(page);
      await expectNoViolationsAtEveryWidth(page, path);
    });
  }

  for (const path of [NOT_FOUND_PATH, SPANISH_NOT_FOUND_PATH]) {
    test(`the not-found screen at ${path} has no violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoViolationsAtEveryWidth(
        page,
        `the not-found screen at ${path}`,
      );
    });
  }
});

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
