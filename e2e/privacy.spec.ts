import { ROUTES, expect, test, waitForPageReady } from "./support/fixtures";

// The privacy page says the site sets no cookies and asks no other origin for anything.
test.describe("what the privacy page states", () => {
  for (const { path } of ROUTES) {
    test(`${path} sets no cookie and requests nothing from another origin`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? "").origin;
      const foreign: string[] = [];
      const cookieHeaders: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.origin !== origin) {
          foreign.push(request.url());
        }
      });
      page.on("response", async (response) => {
        const headers = await response.headersArray();
        for (const { name } of headers) {
          if (name.toLowerCase() === "set-cookie")
            cookieHeaders.push(response.url());
        }
      });
      await page.goto(path);
      await waitForPageReady(page);
      // A page opened from another's link loads its data without a reload.
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Questions and answers" })
        .click();
      await expect(page).toHaveURL(/\/plus\/faq$/);
      await waitForPageReady(page);

      expect(foreign).toEqual([]);
      expect(cookieHeaders).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(
        await page.evaluate(() => [
          document.cookie,
          localStorage.length,
          sessionStorage.length,
        ]),
      ).toEqual(["", 0, 0]);
    });
  }
});
