import type { Part } from "~/components/text-parts";
import type { InBothLanguages, PhoneLine } from "~/config/site";
import { joinList } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

const tel = (line: PhoneLine): Part => ({
  text: line.number,
  tel: line.number,
});

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  es: "Spanish",
};

/**
 * How English pages state the business's facts (app/config/site.ts,
 * `BusinessFacts`), each only when it is set. ../es/business-facts.ts has
 * the same keys.
 */
export const businessFacts = {
  salesPhone: (line: PhoneLine): Part[] => [
    "Call sales at ",
    tel(line),
    `, ${line.hours.en}.`,
  ],
  supportPhone: (line: PhoneLine): Part[] => [
    "Call support at ",
    tel(line),
    `, ${line.hours.en}.`,
  ],
  supportLanguages: (locales: readonly Locale[]) =>
    `Our support team speaks ${joinList(
      "en",
      locales.map((locale) => LANGUAGE_NAMES[locale]),
    )}.`,
  salesReplyTime: (time: InBothLanguages) =>
    `Our sales team replies ${time.en}.`,
  /** `month`: "March 2027". */
  signupOpens: (month: string) => `Individual sign-up opens in ${month}.`,
  /** Home's first half of the availability sentence, with the month. */
  comingSoonIn: (month: string) =>
    `Individual subscriptions are coming soon: sign-up opens in ${month}.`,
  localStations: {
    question: "Which local stations do I get?",
    answer: (text: InBothLanguages) => text.en,
  },
  modelYears: (platform: string, year: number) =>
    `${platform} TVs: models from ${year} on.`,
};

export type BusinessFactWords = typeof businessFacts;
