import { readFileSync } from "node:fs";
import path from "node:path";

import * as v from "valibot";

import { businessFactsSchema } from "~/config/facts-schema";
import { upcomingMonth } from "~/config/site";
import type { Locale } from "~/i18n/locale";

/** The fixture, read as a file: the browser tests' loader takes no JSON import. */
export const SAMPLE_FACTS_FILE = path.resolve(
  import.meta.dirname,
  "../../e2e/fixtures/facts.json",
);

/**
 * Sample values of every business fact, for tests only: the site ships none
 * (public/json/facts/facts.json). The unit tests and the browser tests'
 * build with every fact set (e2e/facts-set/) read the same fixture, and each
 * test looks for these very values on the page.
 */
export const SAMPLE_FACTS = v.parse(
  v.required(businessFactsSchema),
  JSON.parse(readFileSync(SAMPLE_FACTS_FILE, "utf8")),
);

/** The day the tests build pages on: the sample sign-up month is still ahead. */
export const SAMPLE_TODAY = new Date("2026-11-29T12:00:00Z");

/** The sample sign-up month as a page in `locale` states it. */
export function sampleMonth(locale: Locale): string {
  const month = upcomingMonth(SAMPLE_FACTS.signupOpens, locale, SAMPLE_TODAY);
  if (!month) throw new Error("The sample sign-up month must be ahead.");
  return month;
}

/** Each fact's words as a page in `locale` states them, for "shows" and "says nothing" checks. */
export function sampleTexts(locale: Locale): string[] {
  const f = SAMPLE_FACTS;
  return [
    f.salesPhone.number,
    f.salesPhone.hours[locale],
    f.supportPhone.number,
    f.supportPhone.hours[locale],
    f.salesReplyTime[locale],
    f.localStations[locale],
    f.partnerPricing[locale],
    f.partnerTerm[locale],
    f.residentAccess[locale],
    f.guestAccess[locale],
    sampleMonth(locale),
    ...Object.values(f.tvModelYears).map(String),
  ];
}
