import { NAV_ITEMS } from "./support/nav";
import { ROUTES, expect, test, waitForHydration } from "./support/fixtures";
import { watchPolicy } from "./support/policy";

// Every route loads under the policy in every-route.spec.ts; here, the
// not-found pages and what a visitor does after the first load.

test.describe("under the Content-Security-Policy", () => {
  for (const { path, heading, logged } of [
    {
      path: "/plus/nowhere",
      heading: "404 Not Found",
      logged: 'No route matches URL "/plus/nowhere"',
    },
    {
      path: "/es/plus/nowhere",
      heading: "404 No encontrado",
      logged: 'Ninguna ruta coincide con la URL "/es/plus/nowhere"',
    },
  ]) {
    test(`the not-found page at ${path} hydrates with no violation`, async ({
      page,
      consoleErrors,
    }) => {
      const problems = await watchPolicy(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(problems).toEqual([]);
      // Expected: the screen logs the 404, and the browser reports the 404
      // status of the page itself. Nothing else may be logged.
      const expected = [logged, "the server responded with a status of 404"];
      expect(
        consoleErrors.filter(
          (text) => !expected.some((part) => text.includes(part)),
        ),
      ).toEqual([]);
    });
  }

  test("moving between pages in the browser raises no violation", async ({
    page,
  }) => {
    const problems = await watchPolicy(page);
    await page.goto("/plus");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const { label, to } of NAV_ITEMS) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(to);
      const heading = ROUTES.find((route) => route.path === to)?.heading;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        heading ?? "",
      );
    }
    await page.getByRole("link", { name: "Keystone TV home" }).click();
    await expect(page).toHaveURL("/");
    expect(problems).toEqual([]);
  });

  test("the menu drawer works with no violation", async ({ page }) => {
    const problems = await watchPolicy(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/plus/signup");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Channels" }).click();
    await expect(page).toHaveURL("/plus/channels");
    await expect(drawer).toBeHidden();
    expect(problems).toEqual([]);
  });
});
