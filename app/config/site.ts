/**
 * Brand and business facts of the site. Every page reads them from here;
 * nothing else hard-codes a name, an address or a mail address (the web
 * player's and the app stores' addresses are in ./stores.ts).
 */

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
}

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
    partners: "partners@keystonetv.example",
    sales: "sales@keystonetv.example",
    support: "support@keystonetv.example",
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
