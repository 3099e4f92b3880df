/**
 * Brand and business facts of the site. Every page reads them from here;
 * nothing else hard-codes a name, an address or a mail address (the web
 * player's and the app stores' addresses are in ./stores.ts).
 */

import type { Locale } from "../i18n/locale";

import type { StoreId } from "./stores";

/** Words the business supplies, in each language of the site. */
export type InBothLanguages = Readonly<Record<Locale, string>>;

/** A phone line and when it answers. */
export interface PhoneLine {
  /** As it is shown, "+1 215-555-0134"; its digits make the `tel:` link. */
  number: string;
  /** When it answers, as a sentence part: "Monday to Friday, 9 a.m. to 6 p.m. Eastern". */
  hours: InBothLanguages;
}

/**
 * Facts only the business can supply. Each is optional: a page shows a fact
 * when it is set and says nothing of it when it is not, and
 * `npm run check:launch` lists every one still unset. Each comment says where
 * it shows.
 */
export interface BusinessFacts {
  /** Shown on ISPs/MDUs (how to reach sales), Sign Up, the FAQ's "How do I reach you?" and the footer. */
  salesPhone?: PhoneLine;
  /** Shown on the FAQ's "How do I reach you?" and the footer. */
  supportPhone?: PhoneLine;
  /** The languages support answers in. Shown on the FAQ's "How do I reach you?" and the footer. */
  supportLanguages?: readonly Locale[];
  /** How soon sales answers, as a sentence part: "within one business day". Shown on ISPs/MDUs ("What happens next"), Sign Up and the FAQ's question for buildings. */
  salesReplyTime?: InBothLanguages;
  /** The month individual sign-up opens, "2027-03". Shown on Sign Up and the FAQ's "Can I subscribe now?", only until that month has passed. */
  signupOpens?: string;
  /** How local stations are chosen, a sentence or two. Shown on the FAQ, as its own question, and after the local networks when a channel search finds nothing (Channels, the Channel Finder, Compare). */
  localStations?: InBothLanguages;
  /** The oldest supported TV model year, by the instructions file's platform name ("Samsung": 2019). Shown on that platform's setup page and the FAQ's devices answer. */
  tvModelYears?: Readonly<Record<string, number>>;
  /** The real mail domain, "keystonetv.com". Until set, every mail address is at the reserved `.example` domain. */
  mailDomain?: string;
  /** The real store links, by store. Until set, Home's badges link to the placeholders in ./stores.ts. */
  storeLinks?: Readonly<Partial<Record<StoreId, string>>>;
}

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SiteConfig {
  name: string;
  productLine: string;
  legalName: string;
  /** Origin used for canonical URLs, Open Graph and the sitemap. */
  origin: string;
  address: PostalAddress;
  /** One address per audience; every page writes to that audience's address. */
  mail: {
    /** Internet service and cable providers. */
    partners: string;
    /** Buildings, hotels, campuses and businesses: bulk and hotel accounts. */
    sales: string;
    /** Viewers: help with watching, and news of individual sign-up. */
    support: string;
  };
  /** Channel names the Channel Finder offers as one-tap choices, when the lineup has them. */
  popularChannels: readonly string[];
  /** What only the business can tell; see {@link BusinessFacts}. */
  facts: BusinessFacts;
}

/**
 * The business's facts. None is known yet: fill each in as the business
 * supplies it (`npm run check:launch` lists what is missing).
 */
const facts: BusinessFacts = {};

/** The reserved domain of the mail addresses until `facts.mailDomain` is set. */
export const PLACEHOLDER_MAIL_DOMAIN = "keystonetv.example";

const mailDomain = facts.mailDomain ?? PLACEHOLDER_MAIL_DOMAIN;

export const site: SiteConfig = {
  name: "Keystone TV",
  productLine: "Keystone TV Plus",
  legalName: "Keystone TV, LLC",
  origin: "https://www.keystonetv.example",
  address: {
    street: "1601 Market Street, Suite 2400",
    locality: "Philadelphia",
    region: "PA",
    postalCode: "19103",
    country: "US",
  },
  mail: {
    partners: `partners@${mailDomain}`,
    sales: `sales@${mailDomain}`,
    support: `support@${mailDomain}`,
  },
  popularChannels: [
    "ESPN",
    "CNN",
    "ABC",
    "FOX",
    "HGTV",
    "Univision",
    "Food Network",
    "HBO",
  ],
  facts,
};

/** One line of the postal address, e.g. for the footer. */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** A mailto: URL with a subject line and, if given, the start of the message. */
export function mailto(
  address: string,
  subject: string,
  body?: string,
): string {
  const query = `subject=${encodeURIComponent(subject)}`;
  return `mailto:${address}?${query}${body ? `&body=${encodeURIComponent(body)}` : ""}`;
}

/** A `tel:` URL of a phone number as shown: its digits, and a leading "+". */
export function telHref(number: string): string {
  return `tel:${number.trim().startsWith("+") ? "+" : ""}${number.replace(/\D/g, "")}`;
}

/**
 * The month `month` ("2027-03") as a page states it ("March 2027", "marzo
 * de 2027"), or null when it is not a month or has passed by `today`: no
 * page shows a date in the past as the future.
 */
export function upcomingMonth(
  month: string | undefined,
  locale: Locale,
  today: Date,
): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  if (
    year < today.getUTCFullYear() ||
    (year === today.getUTCFullYear() && monthIndex < today.getUTCMonth())
  ) {
    return null;
  }
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, monthIndex, 1)));
}
