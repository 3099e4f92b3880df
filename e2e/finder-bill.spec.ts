import type { Page } from "@playwright/test";

import type { Locale } from "../app/i18n/locale";
import { finderAnswer as enAnswer } from "../app/messages/en/finder-answer";
import { finderAnswer as esAnswer } from "../app/messages/es/finder-answer";
import { CATALOGUES, before, escape } from "./support/catalogues";
import { serveData } from "./support/data";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { LOCALES, pathIn } from "./support/words";

// Fixture: Alpha Network (id 1) is in Core Test at $34.50/mo, the cheapest option that has it.

/** The bill field's words in `locale`, from the finder's catalogues. */
function billWords(locale: Locale) {
  const { bill } = CATALOGUES[locale].finder;
  const { saving } = locale === "en" ? enAnswer : esAnswer;
  return {
    label: bill.label,
    less: saving.less("$154.51", "$120.01", "$1,440.12"),
    more: saving.more,
    /** What every saving line starts with. */
    saving: new RegExp(
      `^${escape(before((blank) => saving.less(blank, "", "")))}`,
    ),
    format: bill.invalid.format,
    invalid: Object.values(bill.invalid),
  };
}

/** The bill field's words in each language. */
const BILL = { en: billWords("en"), es: billWords("es") };

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

const bill = (page: Page) => page.getByLabel(BILL.en.label);

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
      page.getByText(BILL.en.more("$30.00", "$4.50", "$54.00"), {
        exact: true,
      }),
    ).toBeVisible();

    const saving = page.getByText(BILL.en.saving);
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
        new RegExp(`^(${BILL.en.invalid.map(escape).join("|")})$`),
      );
    }
  });
});
