import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { SAMPLE_FACTS } from "../../../test/support/business-facts";

import { organizationJsonLd } from "./organization-json-ld";

describe("organizationJsonLd", () => {
  it("describes the organization from the site config", () => {
    const data = organizationJsonLd();
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.url).toBe(`${site.origin}/`);
    expect(data.logo).toBe(`${site.origin}/icons/icon-512.png`);
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Philadelphia",
      addressRegion: "PA",
    });
    expect(data.contactPoint.map((point) => point.email)).toEqual([
      site.mail.sales,
      site.mail.partners,
      site.mail.support,
    ]);
  });

  it("gives the phones and support's languages once set, and no empty field while unset", () => {
    const set = organizationJsonLd({ ...site, facts: SAMPLE_FACTS });
    expect(set.contactPoint).toEqual([
      expect.objectContaining({ telephone: SAMPLE_FACTS.salesPhone.number }),
      expect.not.objectContaining({ telephone: expect.anything() }),
      expect.objectContaining({
        telephone: SAMPLE_FACTS.supportPhone.number,
        availableLanguage: ["en-US", "es-US"],
      }),
    ]);
    const unset = organizationJsonLd({ ...site, facts: {} });
    for (const point of unset.contactPoint) {
      expect(Object.keys(point).sort()).toEqual([
        "@type",
        "contactType",
        "email",
      ]);
    }
  });

  it("follows a different origin", () => {
    const data = organizationJsonLd({ ...site, origin: "https://tv.test" });
    expect(data.url).toBe("https://tv.test/");
    expect(data.logo).toBe("https://tv.test/icons/icon-512.png");
  });
});
