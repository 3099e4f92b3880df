import { expectNoAxeViolations } from "./support/axe";
import { test, waitForHydration } from "./support/fixtures";

// Every route at both widths is in every-route.spec.ts; here, the drawer open.

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
