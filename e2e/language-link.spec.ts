import type { Page } from "@playwright/test";

import * as v from "valibot";

import { instructionsFileSchema } from "../app/data/instructions-schema";
import { CATALOGUES } from "./support/catalogues";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { LOCALES, WORDS, twinOf } from "./support/words";

// Every route's language link leads to its twin (every-route.spec.ts); here,
// the choices a page holds in its address go along.

/** The link to the same page in the other language. */
const languageLink = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true });

const { en: EN, es: ES } = CATALOGUES;

/** iOS and Mobile in the fixture instructions. */
const IOS = (() => {
  const { devices } = v.parse(instructionsFileSchema, fixture("instructions"));
  const mobile = devices.find(({ name }) => name === "Mobile");
  const ios = mobile?.platforms.find(({ name }) => name === "iOS");
  if (!mobile || !ios) throw new Error("The fixtures have no iOS (Mobile)");
  return [ios, mobile] as const;
})();

/** The steps' region and first sentence for Mobile and iOS on the fixtures. */
const IOS_STEPS = {
  en: {
    region: EN.instructions.steps.title,
    sentence: EN.instructions.steps.intro(...IOS),
  },
  es: {
    region: ES.instructions.steps.title,
    sentence: ES.instructions.steps.intro(...IOS),
  },
};

test.describe("the language link", () => {
  test("keeps the page and its query, both ways", async ({ page }) => {
    await serveData(page, "channels");
    await page.goto("/plus/channels?pkg=latino");
    await waitForHydration(page);
    await expect(
      languageLink(page, WORDS.en.otherLanguage.name),
    ).toHaveAttribute("href", "/es/plus/channels?pkg=latino");
    await languageLink(page, WORDS.en.otherLanguage.name).click();
    await expect(page).toHaveURL("/es/plus/channels?pkg=latino");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByLabel(ES.channels.select.label)).toHaveValue(
      "latino",
    );

    // A choice made on the page is in the link at once.
    await page.getByLabel(ES.channels.select.label).selectOption("elite");
    await expect(
      languageLink(page, WORDS.es.otherLanguage.name),
    ).toHaveAttribute("href", "/plus/channels?pkg=elite");
    await languageLink(page, WORDS.es.otherLanguage.name).click();
    await expect(page).toHaveURL("/plus/channels?pkg=elite");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByLabel(EN.channels.select.label)).toHaveValue(
      "elite",
    );
  });

  // One load, to Spanish and back: the Spanish page is reached by its link,
  // not opened; reading the query on hydration is the same code in both
  // languages, and both languages' words are still checked.
  test("/plus/instructions?device=Mobile&platform=iOS, opened directly: its link keeps the query and opens the same choice in Spanish, whose link does the same back", async ({
    page,
  }) => {
    await serveData(page, "instructions");
    await page.goto("/plus/instructions?device=Mobile&platform=iOS");
    await waitForHydration(page);
    for (const locale of LOCALES) {
      const path = `${locale === "en" ? "" : "/es"}/plus/instructions?device=Mobile&platform=iOS`;
      const twin = twinOf(path);
      const other = locale === "en" ? "es" : "en";
      await test.step(path, async () => {
        await expect(page).toHaveURL(path);
        await waitForHydration(page);
        const link = languageLink(page, WORDS[locale].otherLanguage.name);
        await expect(link).toHaveAttribute("href", twin);
        await link.click();
        await expect(page).toHaveURL(twin);
        await expect(
          page
            .getByRole("region", { name: IOS_STEPS[other].region })
            // The intro; the panel's last paragraph links to the setup page.
            .getByRole("paragraph")
            .first(),
        ).toHaveText(IOS_STEPS[other].sentence);
      });
    }
  });

  test("nobody is sent to a language by their browser's settings", async ({
    request,
  }) => {
    const english = await request.get("/plus", {
      headers: { "Accept-Language": "es-US,es;q=0.9" },
      maxRedirects: 0,
    });
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en">');
    const spanish = await request.get("/es/plus", {
      headers: { "Accept-Language": "en-US,en;q=0.9" },
      maxRedirects: 0,
    });
    expect(spanish.status()).toBe(200);
    expect(await spanish.text()).toContain('<html lang="es">');
  });
});
