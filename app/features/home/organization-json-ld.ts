import { APP_ICON_PATH } from "~/config/icons";
import { type SiteConfig, site } from "~/config/site";

/** schema.org Organization data for search engines, built from the site config. */
export function organizationJsonLd(config: SiteConfig = site) {
  const { address, mail, origin } = config;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: config.name,
    legalName: config.legalName,
    url: new URL("/", origin).href,
    logo: new URL(APP_ICON_PATH, origin).href,
    email: mail.support,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: mail.sales },
      {
        "@type": "ContactPoint",
        contactType: "partnerships",
        email: mail.partners,
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: mail.support,
      },
    ],
  };
}
