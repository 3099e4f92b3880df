/**
 * Brand and business facts of the site. Every page reads them from here;
 * nothing else hard-codes a name, an address, a mail address or a store URL.
 */

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface StoreLink {
  id: "web" | "ios" | "android" | "amazon" | "roku" | "samsung" | "lg";
  /** Short name shown on the badge. */
  label: string;
  /** The line above the label on the badge, as on store badges. */
  kicker: string;
  /** Accessible name: says where the link goes. */
  accessibleName: string;
  href: string;
}

export interface SiteConfig {
  name: string;
  productLine: string;
  legalName: string;
  /** Origin used for canonical URLs, Open Graph and the sitemap. */
  origin: string;
  tagline: string;
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
  webPlayerUrl: string;
  availability: string;
  stores: readonly StoreLink[];
  /** Channel names the Channel Finder offers as one-tap choices, when the lineup has them. */
  popularChannels: readonly string[];
}

const webPlayerUrl = "https://watch.keystonetv.example/";

export const site: SiteConfig = {
  name: "Keystone TV",
  productLine: "Keystone TV Plus",
  legalName: "Keystone TV, LLC",
  origin: "https://www.keystonetv.example",
  tagline: "A Traditional Television Experience",
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
  webPlayerUrl,
  availability:
    "Individual subscriptions are coming soon. Buildings, hotels and partners can order now through our sales team.",
  stores: [
    {
      id: "web",
      kicker: "Watch now",
      label: "On the web",
      accessibleName:
        "Watch now in your web browser (opens the Keystone TV web player)",
      href: webPlayerUrl,
    },
    {
      id: "ios",
      kicker: "Download on the",
      label: "App Store",
      accessibleName: "Get the iPhone and iPad app on the App Store",
      href: "https://apps.apple.com/us/app/keystone-tv-plus/id0000000000",
    },
    {
      id: "android",
      kicker: "Get it on",
      label: "Google Play",
      accessibleName: "Get the Android app on Google Play",
      href: "https://play.google.com/store/apps/details?id=example.keystonetv.plus",
    },
    {
      id: "amazon",
      kicker: "Available at",
      label: "Amazon Appstore",
      accessibleName: "Get the Fire TV app on the Amazon Appstore",
      href: "https://www.amazon.com/dp/B000000000",
    },
    {
      id: "roku",
      kicker: "Add the channel on",
      label: "Roku",
      accessibleName: "Add the Keystone TV channel in the Roku Channel Store",
      href: "https://channelstore.roku.com/details/keystone-tv-plus",
    },
    {
      id: "samsung",
      kicker: "Available on",
      label: "Samsung Smart TV",
      accessibleName: "Get the Samsung Smart TV app",
      href: "https://www.samsung.com/us/appstore/app/keystone-tv-plus",
    },
    {
      id: "lg",
      kicker: "Available on",
      label: "LG Smart TV",
      accessibleName: "Get the LG Smart TV app in the LG Content Store",
      href: "https://us.lgappstv.com/main/tvapp/detail?appId=keystone-tv-plus",
    },
  ],
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
