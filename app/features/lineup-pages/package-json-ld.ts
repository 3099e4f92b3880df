import { site } from "~/config/site";

import type { PackageFacts } from "./package-facts";

/**
 * schema.org `Product` data of a package's page: its name, description and
 * monthly price as an `Offer` in U.S. dollars, sold by the service.
 */
export function packageJsonLd(facts: PackageFacts, url: string) {
  const seller = {
    "@type": "Organization",
    name: site.name,
    url: new URL("/", site.origin).href,
  };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${site.name} ${facts.title}`,
    description: facts.description,
    url,
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "Offer",
      price: facts.price,
      priceCurrency: "USD",
      // Billed monthly: the price is per month.
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: facts.price,
        priceCurrency: "USD",
        unitCode: "MON",
      },
      // Individuals cannot buy it yet (the availability sentence), so no stock is claimed.
      ...(facts.active
        ? {}
        : { availability: "https://schema.org/Discontinued" }),
      url,
      seller,
    },
  };
}
