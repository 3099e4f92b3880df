import { type Page, expect } from "@playwright/test";

/**
 * What no page may show, with the business's facts set or not: an element
 * meant to hold words that holds none (a label or a sentence whose fact was
 * missing), a value the code never filled in ("undefined", "NaN"), or a
 * month already past, as the sign-up month would read once it has gone by.
 * Live regions are empty until they speak, so they are left out.
 */
export async function expectNothingFalseOrEmpty(page: Page, what: string) {
  const found = await page.evaluate(() => {
    const body = document.body;
    const empty = [
      ...body.querySelectorAll("p, li, dt, dd, h1, h2, h3, h4, h5, h6"),
    ]
      .filter(
        (element) =>
          element.closest(
            '[role="status"], [role="alert"], [aria-live], [hidden], template, noscript',
          ) === null &&
          (element.textContent ?? "").trim() === "" &&
          element.querySelector("img, svg, input, select, button") === null,
      )
      .map((element) => element.outerHTML.slice(0, 120));
    return { empty, text: body.innerText };
  });
  expect(found.empty, `${what}: elements with no words`).toEqual([]);
  expect(found.text, `${what}: a value never filled in`).not.toMatch(
    /\bundefined\b|\bNaN\b|\[object Object\]/,
  );
  expect(pastMonths(found.text, new Date()), `${what}: past months`).toEqual(
    [],
  );
}

const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

/** Each "March 2027" or "marzo de 2027" in `text` before the month of `today`. */
export function pastMonths(text: string, today: Date): string[] {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const pattern = new RegExp(
    `\\b(${MONTHS.en.join("|")}) (\\d{4})\\b|\\b(${MONTHS.es.join("|")}) de (\\d{4})\\b`,
    "g",
  );
  return [...text.matchAll(pattern)].flatMap((match) => {
    const name = match[1] ?? match[3] ?? "";
    const index = Math.max(MONTHS.en.indexOf(name), MONTHS.es.indexOf(name));
    const year = Number(match[2] ?? match[4]);
    return year * 12 + index < now ? [match[0]] : [];
  });
}
