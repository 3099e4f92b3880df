import { APP_ICON_PATH } from "~/config/icons";
import { type SiteConfig, site } from "~/config/site";
import type { Locale } from "~/i18n/locale";

/** The language tags schema.org's `availableLanguage` takes, by the site's locale. */
const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = {
  en: "en-US",
  es: "es-US",
};

/**
 * schema.org Organization data for search engines, built from the site
 * config: each contact point's phone and support's languages once the
 * business has given them.
 */
export function organizationJsonLd(config: SiteConfig = site) {
  const { address, mail, origin, facts } = config;
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
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: mail.sales,
        ...(facts.salesPhone && { telephone: facts.salesPhone.number }),
      },
      {
        "@type": "ContactPoint",
        contactType: "partnerships",
        email: mail.partners,
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: mail.support,
        ...(facts.supportPhone && { telephone: facts.supportPhone.number }),
        ...(facts.supportLanguages?.length && {
          availableLanguage: facts.supportLanguages.map(
            (locale) => LANGUAGE_TAGS[locale],
          ),
        }),
      },
    ],
  };
}
