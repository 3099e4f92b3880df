import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import type { Locale } from "~/i18n/locale";
import { formatMonthlyPrice } from "~/lineup/format-price";
import { about as enAbout } from "~/messages/en/about";
import { common as enCommon } from "~/messages/en/common";
import { about as esAbout } from "~/messages/es/about";
import { common as esCommon } from "~/messages/es/common";

import { SAMPLE_FACTS } from "../../../test/support/business-facts";
import { inPage } from "../../../test/support/in-page";

import { AboutPage } from "./about-page";

const WORDS = {
  en: { t: enAbout, common: enCommon },
  es: { t: esAbout, common: esCommon },
} as const;

const DEVICES = [
  { name: "Phone", platforms: ["iOS", "Android"] },
  { name: "Smart TV", platforms: ["LG"] },
];

describe.each(["en", "es"] as const)(
  "the About page in %s",
  (locale: Locale) => {
    const { t, common } = WORDS[locale];

    it("gives each team its address and what it is for, and each phone line to its own team", () => {
      render(
        inPage(
          <AboutPage
            t={t}
            lowestPrice="39.99"
            devices={DEVICES}
            facts={SAMPLE_FACTS}
          />,
          locale,
        ),
      );
      for (const team of ["partners", "sales", "support"] as const) {
        const panel = screen.getByRole("region", {
          name: t.contact[team].title,
        });
        expect(panel).toHaveTextContent(t.contact[team].purpose);
        expect(
          within(panel).getByRole("link", { name: site.mail[team] }),
        ).toHaveAttribute("href", `mailto:${site.mail[team]}`);
        const phone = {
          partners: null,
          sales: SAMPLE_FACTS.salesPhone.number,
          support: SAMPLE_FACTS.supportPhone.number,
        }[team];
        expect(
          within(panel)
            .queryAllByRole("link")
            .filter((link) => link.getAttribute("href")?.startsWith("tel:"))
            .map((link) => link.textContent),
        ).toEqual(phone ? [phone] : []);
      }
      const main = document.body;
      expect(main).toHaveTextContent(site.legalName);
      expect(main).toHaveTextContent(site.address.street);
      expect(main).toHaveTextContent(
        t.offer.packages(formatMonthlyPrice("39.99", common.perMonth)),
      );
      expect(main).toHaveTextContent(common.availability);
      const watch = screen.getByRole("region", { name: t.offer.watch.title });
      expect(within(watch).getAllByRole("listitem")).toHaveLength(2);
      expect(watch).toHaveTextContent("Smart TV: LG");
    });

    it("leaves out a price and the ways to watch that the data does not give", () => {
      render(
        inPage(
          <AboutPage t={t} lowestPrice={null} devices={[]} facts={{}} />,
          locale,
        ),
      );
      expect(document.body).toHaveTextContent(t.offer.packages(null));
      expect(
        screen.queryByRole("region", { name: t.offer.watch.title }),
      ).toBeNull();
    });
  },
);
