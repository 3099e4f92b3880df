import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

import { SiteFooter } from "~/components/site-footer";
import { SupportFacts } from "~/components/support-facts";
import type { BusinessFacts } from "~/config/site";
import type { Locale } from "~/i18n/locale";
import { about as enAbout } from "~/messages/en/about";
import { businessFacts as enFacts } from "~/messages/en/business-facts";
import { businessFacts as esFacts } from "~/messages/es/business-facts";
import { about as esAbout } from "~/messages/es/about";
import { finderAnswer as enFinderAnswer } from "~/messages/en/finder-answer";
import { home as enHome } from "~/messages/en/home";
import { instructions as enInstructions } from "~/messages/en/instructions";
import { partners as enPartners } from "~/messages/en/partners";
import { setup as enSetup } from "~/messages/en/setup";
import { signup as enSignup } from "~/messages/en/signup";
import { finderAnswer as esFinderAnswer } from "~/messages/es/finder-answer";
import { home as esHome } from "~/messages/es/home";
import { instructions as esInstructions } from "~/messages/es/instructions";
import { partners as esPartners } from "~/messages/es/partners";
import { setup as esSetup } from "~/messages/es/setup";
import { signup as esSignup } from "~/messages/es/signup";

import {
  SAMPLE_FACTS,
  SAMPLE_TODAY,
  sampleMonth,
  sampleTexts,
} from "../../test/support/business-facts";
import { inPage } from "../../test/support/in-page";

import { AboutPage } from "./info/about-page";
import { AnswerActions } from "./finder/answer-actions";
import { HomePage } from "./home/home-page";
import { SignupPage } from "./info/signup-page";
import { StepsPanel } from "./instructions/steps-panel";
import { SetupPage } from "./instructions/setup-page";
import { PartnersPage } from "./partners/partners-page";

/** The words of the facts, by language: what a shown fact says. */
const FACT_WORDS = { en: enFacts, es: esFacts };

// The pages that state the business's facts (app/config/site.ts), rendered
// with every fact set to a sample value and with none set. The FAQ's answers
// are checked in ./facts/faq-content.test.ts.

const plan = {
  primaries: [{ name: "core", title: "Core", price: "39.99", tv: 3, music: 0 }],
  addOns: [],
  devices: [],
};

const samsung = {
  device: { name: "Smart TV", platforms: [{ name: "Samsung", active: true }] },
  platform: { name: "Samsung", active: true },
  steps: [{ text: "Open the app store." }],
  deviceSlug: "smart-tv",
  others: [],
};

/** Each page as it renders in `locale` with `facts`, and which facts it states. */
const PAGES: {
  name: string;
  render: (locale: Locale, facts: BusinessFacts) => ReactNode;
  states: (locale: Locale) => string[];
}[] = [
  {
    name: "the footer",
    render: (_, facts) => <SiteFooter facts={facts} />,
    states: (locale) => [
      SAMPLE_FACTS.salesPhone.number,
      SAMPLE_FACTS.salesPhone.hours[locale],
      SAMPLE_FACTS.supportPhone.number,
      SAMPLE_FACTS.supportPhone.hours[locale],
      FACT_WORDS[locale].supportLanguages(SAMPLE_FACTS.supportLanguages),
    ],
  },
  {
    name: "Sign Up",
    render: (locale, facts) => (
      <SignupPage
        t={locale === "en" ? enSignup : esSignup}
        facts={facts}
        today={SAMPLE_TODAY}
      />
    ),
    states: (locale) => [
      SAMPLE_FACTS.salesPhone.number,
      SAMPLE_FACTS.salesReplyTime[locale],
      sampleMonth(locale),
    ],
  },
  {
    name: "the partner page",
    render: (locale, facts) => (
      <PartnersPage
        t={locale === "en" ? enPartners : esPartners}
        plan={plan}
        facts={facts}
      />
    ),
    states: (locale) => [
      SAMPLE_FACTS.salesPhone.number,
      SAMPLE_FACTS.salesPhone.hours[locale],
      SAMPLE_FACTS.salesReplyTime[locale],
      SAMPLE_FACTS.partnerPricing[locale],
      SAMPLE_FACTS.partnerTerm[locale],
      SAMPLE_FACTS.residentAccess[locale],
      SAMPLE_FACTS.guestAccess[locale],
    ],
  },
  {
    name: "Home",
    render: (locale, facts) => (
      <HomePage
        t={locale === "en" ? enHome : esHome}
        plans={null}
        facts={facts}
        today={SAMPLE_TODAY}
      />
    ),
    states: (locale) => [sampleMonth(locale)],
  },
  {
    name: "the Finder's next step",
    render: (locale, facts) => (
      <AnswerActions
        t={(locale === "en" ? enFinderAnswer : esFinderAnswer).next}
        answerWords={(locale === "en" ? enFinderAnswer : esFinderAnswer).answer}
        best={null}
        chosen={[]}
        facts={facts}
        today={SAMPLE_TODAY}
      />
    ),
    states: (locale) => [
      sampleMonth(locale),
      SAMPLE_FACTS.supportPhone.number,
      SAMPLE_FACTS.supportPhone.hours[locale],
      FACT_WORDS[locale].supportLanguages(SAMPLE_FACTS.supportLanguages),
    ],
  },
  {
    name: "Instructions' steps",
    render: (locale, facts) => (
      <StepsPanel
        t={(locale === "en" ? enInstructions : esInstructions).steps}
        device={samsung.device}
        platform={samsung.platform}
        steps={samsung.steps}
        business={facts}
      />
    ),
    states: () => [String(SAMPLE_FACTS.tvModelYears.Samsung)],
  },
  {
    name: "the note beside a support address",
    render: (_, facts) => <SupportFacts facts={facts} />,
    states: (locale) => [
      SAMPLE_FACTS.supportPhone.number,
      SAMPLE_FACTS.supportPhone.hours[locale],
      FACT_WORDS[locale].supportLanguages(SAMPLE_FACTS.supportLanguages),
    ],
  },
  {
    name: "About",
    render: (locale, facts) => (
      <AboutPage
        t={locale === "en" ? enAbout : esAbout}
        lowestPrice="39.99"
        devices={[]}
        facts={facts}
      />
    ),
    states: (locale) => [
      SAMPLE_FACTS.salesPhone.number,
      SAMPLE_FACTS.salesPhone.hours[locale],
      SAMPLE_FACTS.salesReplyTime[locale],
      SAMPLE_FACTS.supportPhone.number,
      SAMPLE_FACTS.supportPhone.hours[locale],
      FACT_WORDS[locale].supportLanguages(SAMPLE_FACTS.supportLanguages),
    ],
  },
  {
    name: "a setup page",
    render: (locale, facts) => (
      <SetupPage
        t={locale === "en" ? enSetup : esSetup}
        facts={samsung}
        business={facts}
      />
    ),
    states: () => [String(SAMPLE_FACTS.tvModelYears.Samsung)],
  },
];

describe.each(PAGES)("$name", ({ render: page, states }) => {
  it.each(["en", "es"] as const)(
    "states each of its facts in %s once set",
    (locale) => {
      const { container } = render(inPage(page(locale, SAMPLE_FACTS), locale));
      for (const text of states(locale)) {
        expect(container.textContent).toContain(text);
      }
      const phones = [...container.querySelectorAll('a[href^="tel:"]')];
      for (const link of phones) {
        expect(link.getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
      }
    },
  );

  it.each(["en", "es"] as const)(
    "says nothing of any in %s while none is set",
    (locale) => {
      const { container } = render(inPage(page(locale, {}), locale));
      for (const text of sampleTexts(locale)) {
        expect(container.textContent).not.toContain(text);
      }
      expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    },
  );
});

describe("the phone lines", () => {
  it("link to the number they show", () => {
    const { container } = render(inPage(<SiteFooter facts={SAMPLE_FACTS} />));
    expect(
      [...container.querySelectorAll('a[href^="tel:"]')].map((link) => [
        link.textContent,
        link.getAttribute("href"),
      ]),
    ).toEqual([
      [SAMPLE_FACTS.salesPhone.number, "tel:+12155550134"],
      [SAMPLE_FACTS.supportPhone.number, "tel:+12155550199"],
    ]);
  });
});

describe("the partner page's pricing", () => {
  it.each(["en", "es"] as const)(
    "says in %s that sales quotes each property until the pricing is set, and then no more",
    (locale) => {
      const t = locale === "en" ? enPartners : esPartners;
      const page = (facts: BusinessFacts) =>
        render(inPage(<PartnersPage t={t} plan={plan} facts={facts} />, locale))
          .container;
      expect(page({}).textContent).toContain(t.plans.quoted);
      expect(page(SAMPLE_FACTS).textContent).not.toContain(t.plans.quoted);
    },
  );
});

describe("a sign-up month already past", () => {
  const past = { ...SAMPLE_FACTS, signupOpens: "2026-10" };
  it.each(["en", "es"] as const)(
    "shows nowhere in %s: Home, Sign Up and the Finder's next step",
    (locale) => {
      const answer = locale === "en" ? enFinderAnswer : esFinderAnswer;
      for (const page of [
        <HomePage
          key="home"
          t={locale === "en" ? enHome : esHome}
          plans={null}
          facts={past}
          today={SAMPLE_TODAY}
        />,
        <SignupPage
          key="signup"
          t={locale === "en" ? enSignup : esSignup}
          facts={past}
          today={SAMPLE_TODAY}
        />,
        <AnswerActions
          key="finder"
          t={answer.next}
          answerWords={answer.answer}
          best={null}
          chosen={[]}
          facts={past}
          today={SAMPLE_TODAY}
        />,
      ]) {
        const { container, unmount } = render(inPage(page, locale));
        expect(container.textContent).not.toMatch(/2026/);
        unmount();
      }
    },
  );
});
