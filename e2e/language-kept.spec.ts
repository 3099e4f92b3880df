import type { Page } from "@playwright/test";

import {
  ENGLISH_LINK as ENGLISH,
  SPANISH_LINK as SPANISH,
  SPANISH_OFFER as OFFER,
} from "./support/catalogues";
import { expect, test, waitForPageReady } from "./support/fixtures";

/**
 * A chosen language is kept: a visitor who chose Spanish and opens Home gets
 * the Spanish home, before the first paint; one who switched back to English,
 * or who never chose, gets the page asked for (docs/decisions.md, "Spanish").
 */

/** Whether the English Home was ever drawn, visible, in this tab. */
const PAINTED = "painted-home";

/**
 * Before any of the page's scripts, every document at `/` records, in the
 * frame before its first paint, whether it was shown or hidden. A document
 * replaced before any frame records nothing.
 */
async function watchHomePaint(page: Page) {
  await page.addInitScript((key) => {
    if (location.pathname !== "/") return;
    requestAnimationFrame(() =>
      sessionStorage.setItem(
        key,
        document.documentElement.hidden ||
          getComputedStyle(document.documentElement).display === "none"
          ? "hidden"
          : "shown",
      ),
    );
  }, PAINTED);
}
const painted = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), PAINTED);
const forgetPaint = (page: Page) =>
  page.evaluate((key) => sessionStorage.removeItem(key), PAINTED);

const offer = (page: Page) => page.locator("#language-offer");
const cornerLink = (page: Page, name: string) =>
  page.getByRole("navigation").getByRole("link", { name, exact: true });

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("gets the English Home until it chooses; once Spanish is chosen, / opens /es without drawing English, also on reload", async ({
    page,
  }) => {
    await watchHomePaint(page);
    await page.goto("/");
    await waitForPageReady(page);
    // No choice yet: no redirect, the offer instead.
    await expect(page).toHaveURL("/");
    await expect(offer(page)).toBeVisible();
    await expect.poll(() => painted(page)).toBe("shown");

    await offer(page).getByRole("link", { name: OFFER.link }).click();
    await expect(page).toHaveURL("/es");
    await forgetPaint(page);

    for (const open of [() => page.goto("/"), () => page.goto("/?x=1")]) {
      await open();
      await expect(page).toHaveURL(/\/es(\?x=1)?$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await painted(page)).not.toBe("shown");
    }
    await page.reload();
    await expect(page).toHaveURL(/\/es/);
    expect(await painted(page)).not.toBe("shown");
  });

  // Two choices in one visit, the storage cleared between them as for a new visitor.
  test('switching back to English is remembered too; "No, gracias" gives focus to the page, not to the body', async ({
    page,
  }) => {
    await test.step("switching back to English is remembered too", async () => {
      await page.goto("/es/plus/faq");
      await page
        .getByRole("banner")
        .getByRole("link", { name: ENGLISH, exact: true })
        .click();
      await expect(page).toHaveURL("/plus/faq");
      await page.goto("/es");
      await cornerLink(page, ENGLISH).click();
      await expect(page).toHaveURL("/");
      await page.goto("/");
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(offer(page)).toBeHidden();
    });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await test.step('"No, gracias" gives focus to the page, not to the body', async () => {
      await page.goto("/plus/faq");
      await waitForPageReady(page);
      const dismiss = offer(page).getByRole("button", { name: OFFER.dismiss });
      await dismiss.focus();
      await page.keyboard.press("Enter");
      await expect(offer(page)).toBeHidden();
      await expect(page.locator("main")).toBeFocused();
      // And the next Tab goes on into the page.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement !== document.body),
      ).toBe(true);
      // Declining is a choice of English: Home stays English.
      await page.goto("/");
      await expect(page).toHaveURL("/");
    });
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("opens / in English, with no offer and no redirect", async ({
    page,
  }) => {
    await watchHomePaint(page);
    await page.goto("/");
    await waitForPageReady(page);
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(offer(page)).toBeHidden();
    await expect.poll(() => painted(page)).toBe("shown");
  });
});

test.describe("on a Pixel 7 that prefers Spanish", () => {
  test.use({ locale: "es-US", viewport: { width: 412, height: 915 } });

  test("Home's offer starts below the corner's language link, which covers none of its words", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageReady(page);
    await expect(offer(page)).toBeVisible();
    const pill = await cornerLink(page, SPANISH).boundingBox();
    const line = await offer(page).boundingBox();
    if (!pill || !line)
      throw new Error("the offer or the language link is not laid out");
    expect(line.y).toBeGreaterThanOrEqual(pill.y + pill.height);
  });
});
