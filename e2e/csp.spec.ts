import { ROUTES, expect, test, waitForHydration } from "./support/fixtures";
import { watchPolicy } from "./support/policy";
import { WORDS } from "./support/words";

// Every route loads under the policy in every-route.spec.ts, the not-found
// pages and the drawer in layout.spec.ts; here, moving between the pages.

test.describe("under the Content-Security-Policy", () => {
  test("moving between pages in the browser raises no violation", async ({
    page,
  }) => {
    const problems = await watchPolicy(page);
    await page.goto("/plus");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: WORDS.en.nav.name });
    for (const { label, to } of WORDS.en.nav.items) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(to);
      const heading = ROUTES.find((route) => route.path === to)?.heading;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        heading ?? "",
      );
    }
    await page.getByRole("link", { name: WORDS.en.homeLink }).click();
    await expect(page).toHaveURL("/");
    expect(problems).toEqual([]);
  });
});
