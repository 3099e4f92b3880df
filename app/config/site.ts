/**
 * Brand and business facts of the site. Every page reads them from here;
 * nothing else hard-codes a name, an address or a mail address (the web
 * player's and the app stores' addresses are in ./stores.ts).
 */

// Checked by `npm run check:data`, and again here: the build stops on a file that does not match.
import factsFile from "../../public/json/facts/facts.json" with { type: "json" };
import type { Locale } from "../i18n/locale";

import {
  type BusinessFacts,
  type InBothLanguages,
  type PhoneLine,
  parseBusinessFacts,
} from "./facts-schema";

export type { BusinessFacts, InBothLanguages, PhoneLine };

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
 * The business's facts, from their data file (public/json/facts/facts.json):
 * fill each in as the business supplies it (`npm run check:launch` lists
 * what is missing).
 */
const facts: BusinessFacts = parseBusinessFacts(factsFile);

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
