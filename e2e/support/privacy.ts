import { type BrowserContext, type Page, expect } from "@playwright/test";

/**
 * Records what the privacy page says never happens: a request to another
 * origin, or a response that sets a cookie. Call before the page loads.
 */
export function watchPrivacy(page: Page, origin: string) {
  const foreign: string[] = [];
  const cookieHeaders: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== origin) {
      foreign.push(request.url());
    }
  });
  page.on("response", async (response) => {
    for (const { name } of await response.headersArray()) {
      if (name.toLowerCase() === "set-cookie")
        cookieHeaders.push(response.url());
    }
  });
  return { foreign, cookieHeaders };
}

/** Expects no cookie in the browser and nothing in the page's storage. */
export async function expectNothingStored(
  page: Page,
  context: BrowserContext,
): Promise<void> {
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(() => [
      document.cookie,
      localStorage.length,
      sessionStorage.length,
    ]),
  ).toEqual(["", 0, 0]);
}
