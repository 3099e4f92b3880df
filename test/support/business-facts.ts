import type { BusinessFacts } from "~/config/site";

/**
 * Sample values of every business fact, for tests only: the site ships none
 * (app/config/site.ts). Each test looks for these very values on the page.
 */
export const SAMPLE_FACTS = {
  salesPhone: {
    number: "+1 215-555-0134",
    hours: {
      en: "Monday to Friday, 9 a.m. to 6 p.m. Eastern",
      es: "de lunes a viernes, de 9 a. m. a 6 p. m., hora del Este",
    },
  },
  supportPhone: {
    number: "+1 215-555-0199",
    hours: {
      en: "every day, 8 a.m. to 10 p.m. Eastern",
      es: "todos los días, de 8 a. m. a 10 p. m., hora del Este",
    },
  },
  supportLanguages: ["en", "es"],
  salesReplyTime: { en: "within one business day", es: "en un día hábil" },
  signupOpens: "2027-03",
  localStations: {
    en: "Your local stations are the ones for your service address.",
    es: "Tus canales locales son los de la dirección de tu servicio.",
  },
  tvModelYears: { Samsung: 2019, LG: 2020 },
  mailDomain: "keystonetv.com",
  storeLinks: {
    web: "https://watch.keystonetv.com/",
    ios: "https://apps.apple.com/us/app/keystone-tv-plus/id6443210987",
    android:
      "https://play.google.com/store/apps/details?id=com.keystonetv.plus",
    amazon: "https://www.amazon.com/dp/B0C4KQ7ZT2",
    roku: "https://channelstore.roku.com/details/a1b2c3d4e5f6/keystone-tv-plus",
    samsung: "https://www.samsung.com/us/appstore/app/G19068012619",
    lg: "https://us.lgappstv.com/main/tvapp/detail?appId=1234567",
  },
} satisfies BusinessFacts;

/** The day the tests build pages on: the sample sign-up month is still ahead. */
export const SAMPLE_TODAY = new Date("2026-11-29T12:00:00Z");

/** Each fact's words as a page in `locale` states them, for "shows" and "says nothing" checks. */
export function sampleTexts(locale: "en" | "es"): string[] {
  const f = SAMPLE_FACTS;
  return [
    f.salesPhone.number,
    f.salesPhone.hours[locale],
    f.supportPhone.number,
    f.supportPhone.hours[locale],
    f.salesReplyTime[locale],
    f.localStations[locale],
    locale === "en" ? "March 2027" : "marzo de 2027",
    "2019",
    "2020",
  ];
}
