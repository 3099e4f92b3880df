import type { Page } from "@playwright/test";

import { serveData } from "./support/data";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { LOCALES, pathIn } from "./support/words";

// Fixture: Alpha Network (id 1) is in Core Test at $34.50/mo, the cheapest option that has it.

/** The bill field's words in each language. */
const BILL = {
  en: {
    label: "Your cable or satellite bill ($/month)",
    less: "Compared with your bill of $154.51, the cheapest option is $120.01 less a month, $1,440.12 a year.",
    saving: /^Compared with your bill/,
    format: "Enter your bill in dollars, like 120 or 120.50.",
  },
  es: {
    label: "Tu factura de cable o satélite ($/mes)",
    less: "Si hoy pagas $154.51, con la opción más económica ahorras $120.01 al mes y $1,440.12 al año.",
    saving: /^Si hoy pagas/,
    format: "Escribe tu factura en dólares, como 120 o 120.50.",
  },
};

for (const locale of LOCALES) {
  const words = BILL[locale];
  const path = pathIn(locale, "/plus/finder");

  test(`${path}: a shared link with &bill= shows the saving in exact cents, and a bad value (abc) gets a message and no answer, never NaN`, async ({
    page,
  }) => {
    await serveData(page, "packages");
    await serveData(page, "channels");
    await page.goto(`${path}?ch=1&bill=154.51`);
    await waitForPageReady(page);
    const field = page.getByLabel(words.label);
    await expect(field).toHaveValue("154.51");
    // The visible line; the page's polite region says it too, after the answer.
    await expect(page.getByText(words.less, { exact: true })).toBeVisible();
    await field.fill("abc");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(words.format);
    await expect(page.getByText(words.saving)).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("NaN");
  });
}

const bill = (page: Page) =>
  page.getByLabel("Your cable or satellite bill ($/month)");

async function open(page: Page, query: string) {
  await serveData(page, "packages");
  await serveData(page, "channels");
  await page.goto(`/plus/finder${query}`);
  await waitForPageReady(page);
}

test.describe("Channel Finder: how much will I save?", () => {
  // One load: a good bill, then each bad value in turn ("abc" is checked in
  // each language above).
  test("typing the bill puts it in the URL beside the channels; a bad value (-20, 99999999) gets a message and no answer, never NaN", async ({
    page,
  }) => {
    await open(page, "?ch=1");
    await bill(page).fill("30");
    await expect(page).toHaveURL(/\/plus\/finder\?bill=30&ch=1$/);
    await expect(
      page.getByText(
        "Compared with your bill of $30.00, the cheapest option is $4.50 more a month, $54.00 a year: your bill is lower.",
        { exact: true },
      ),
    ).toBeVisible();

    const saving = page.getByText(/^Compared with your bill/);
    for (const typed of ["-20", "99999999"]) {
      // From a good value each time, so each bad one is read afresh.
      await bill(page).fill("30");
      await expect(bill(page)).not.toHaveAttribute("aria-invalid", "true");
      await expect(saving).toBeVisible();
      await bill(page).fill(typed);
      await expect(bill(page)).toHaveAttribute("aria-invalid", "true");
      await expect(saving).toHaveCount(0);
      await expect(page.getByRole("main")).not.toContainText("NaN");
      const message = await bill(page).getAttribute("aria-describedby");
      await expect(page.locator(`[id="${message}"]`)).toHaveText(
        /^(Enter|That looks)/,
      );
    }
  });
});
