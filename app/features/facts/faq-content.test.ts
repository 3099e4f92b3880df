import { describe, expect, it } from "vitest";

import type { BusinessFacts } from "~/config/site";

import { common as en } from "~/messages/en/common";
import { faq as englishFaq } from "~/messages/en/faq";
import { common as es } from "~/messages/es/common";
import { faq as spanishFaq } from "~/messages/es/faq";

import {
  FAQ_IDS,
  type FaqEntry,
  type FaqId,
  type FaqWords,
  faqEntries,
  faqFacts,
  faqJsonLd,
  faqPageEntries,
  partsText,
} from "./faq-content";
import {
  SAMPLE_FACTS,
  SAMPLE_TODAY,
  sampleMonth,
  sampleTexts,
} from "../../../test/support/business-facts";

import type { PackageFacts, PlanFacts } from "./plan-facts";

/** Each language's answers to the plan figures, as the FAQ page writes them. */
const englishAnswers = (plan: PlanFacts, words: FaqWords) =>
  englishFaq.answers(faqFacts(plan), words);
const spanishAnswers = (plan: PlanFacts, words: FaqWords) =>
  spanishFaq.answers(faqFacts(plan), words);

const pkg = (
  name: PackageFacts["name"],
  title: string,
  price: string,
  tv: number,
  music = 0,
): PackageFacts => ({ name, title, price, tv, music });

const facts: PlanFacts = {
  primaries: [
    pkg("core", "Core", "39.99", 61, 50),
    pkg("ultimate", "Ultimate", "84.99", 170, 50),
  ],
  addOns: [
    pkg("sportsFanatic", "Sports Fanatic", "14.99", 26),
    pkg("miniSports", "Mini Sports", "7.99", 12),
    pkg("latino", "Latino", "9.99", 1),
  ],
  lowestPrice: "39.99",
  spanishChannels: [
    { title: "Core", names: ["Telemundo", "Univision"] },
    {
      title: "Ultimate",
      names: ["A", "B", "C", "Telemundo", "Univision"],
    },
  ],
  addOnsInside: [
    { name: "miniSports", title: "Mini Sports", primaryTitle: "Ultimate" },
    { name: "latino", title: "Latino", primaryTitle: "Ultimate" },
  ],
  devices: [
    {
      name: "Computer",
      shown: "Computadora",
      platforms: [{ name: "Web", shown: "Web" }],
    },
    {
      name: "Mobile",
      shown: "Celular",
      platforms: [
        { name: "iOS", shown: "iOS" },
        { name: "Android", shown: "Android" },
      ],
    },
  ],
};

/** Each answer as plain text, paragraphs joined by a line break. */
const texts = (entries: readonly FaqEntry[]) =>
  Object.fromEntries(
    entries.map((entry) => [entry.id, entry.answer.map(partsText).join("\n")]),
  ) as Record<FaqId, string>;

// The same figures as an English page has them: the devices under their English names.
const englishFacts: PlanFacts = {
  ...facts,
  devices: facts.devices.map((device) => ({ ...device, shown: device.name })),
};

const english = faqEntries(englishAnswers(englishFacts, en));
const spanish = faqEntries(spanishAnswers(facts, es));

/** The page's entries with the business's facts `business`, as the FAQ route writes them. */
const pageEntries = (locale: "en" | "es", business: BusinessFacts) =>
  locale === "en"
    ? faqPageEntries(
        englishWithTv,
        englishFaq.answers,
        en,
        business,
        SAMPLE_TODAY,
      )
    : faqPageEntries(withTv, spanishFaq.answers, es, business, SAMPLE_TODAY);

// The figures with smart TVs, whose model years the facts may give.
const withTv: PlanFacts = {
  ...facts,
  devices: [
    ...facts.devices,
    {
      name: "Smart TV",
      shown: "Smart TV",
      platforms: [
        { name: "Samsung", shown: "Samsung" },
        { name: "LG", shown: "LG" },
      ],
    },
  ],
};
const englishWithTv: PlanFacts = {
  ...withTv,
  devices: withTv.devices.map((device) => ({ ...device, shown: device.name })),
};

describe("faqEntries", () => {
  it("asks the same questions in the same order in both languages, the business's own once its facts are set", () => {
    const unset = FAQ_IDS.filter((id) => id !== "local");
    expect(english.map(({ id }) => id)).toEqual(unset);
    expect(spanish.map(({ id }) => id)).toEqual(unset);
    for (const locale of ["en", "es"] as const) {
      expect(pageEntries(locale, SAMPLE_FACTS).map(({ id }) => id)).toEqual([
        ...FAQ_IDS,
      ]);
    }
    for (const entry of spanish) {
      expect(entry.question).toMatch(/^¿|\?$/);
      expect(entry.answer.length).toBeGreaterThan(0);
    }
  });
});

describe.each(["en", "es"] as const)("the business's facts in %s", (locale) => {
  const text = (business: BusinessFacts) =>
    pageEntries(locale, business)
      .map(
        (entry) =>
          `${entry.question}\n${entry.answer.map(partsText).join("\n")}`,
      )
      .join("\n");

  it("are stated where each answers the question, once set", () => {
    const answers = texts(pageEntries(locale, SAMPLE_FACTS));
    const f = SAMPLE_FACTS;
    expect(answers.contact).toContain(f.salesPhone.number);
    expect(answers.contact).toContain(f.salesPhone.hours[locale]);
    expect(answers.contact).toContain(f.supportPhone.number);
    expect(answers.contact).toContain(f.supportPhone.hours[locale]);
    expect(answers.contact).toContain(
      locale === "en" ? "English and Spanish" : "inglés y español",
    );
    expect(answers.buildings).toContain(f.salesReplyTime[locale]);
    expect(answers.subscribe).toContain(sampleMonth(locale));
    expect(answers.local).toContain(f.localStations[locale]);
    expect(answers.devices).toMatch(/Samsung\D+2019/);
    expect(answers.devices).toMatch(/LG\D+2020/);
    const contact = pageEntries(locale, SAMPLE_FACTS).find(
      ({ id }) => id === "contact",
    );
    expect(contact?.answer.flat()).toContainEqual({
      text: f.salesPhone.number,
      tel: f.salesPhone.number,
    });
  });

  it("are not stated, nor any stand-in, while unset", () => {
    const unset = text({});
    for (const sample of sampleTexts(locale)) {
      expect(unset).not.toContain(sample);
    }
    expect(unset).not.toMatch(
      /Call (sales|support) at|Llama a (ventas|soporte)|support team speaks|soporte te atiende/,
    );
    expect(
      pageEntries(locale, {}).flatMap((entry) => entry.answer.flat()),
    ).not.toContainEqual(expect.objectContaining({ tel: expect.any(String) }));
  });

  it("leave out a sign-up month that has passed", () => {
    expect(text({ signupOpens: "2026-10" })).not.toMatch(/2026/);
  });
});

describe("the English answers", () => {
  const answer = texts(english);

  it("state the prices with /mo", () => {
    expect(answer.price).toBe(
      "Plans start at $39.99/mo. The two primary packages cost $39.99/mo to $84.99/mo, and add-on packages $7.99/mo to $14.99/mo on top of a primary package.\nEvery price is on the Packages page.",
    );
  });

  it("count channels with the right number and list with “and”", () => {
    expect(answer.packages).toContain(
      "Core: 61 TV channels and 50 music channels, $39.99/mo.",
    );
    expect(answer["add-ons"]).toContain(
      "Sports Fanatic (26 channels, $14.99/mo), Mini Sports (12 channels, $7.99/mo) and Latino (1 channel, $9.99/mo).",
    );
    expect(answer["add-ons"]).toContain(
      "Every channel of Mini Sports and Latino already comes with Ultimate, so Ultimate needs none of those add-ons.",
    );
  });

  it("say which primary packages bring Spanish-language channels, from the lineup", () => {
    expect(answer.spanish).toBe(
      "Yes. Every primary package has some: Core has 2 (Telemundo and Univision) and Ultimate has 5.\nThe Latino add-on brings Spanish-language news, sports, movies and novelas: 1 channel for $9.99/mo. All of them also come with Ultimate.\nSee them on the Channels page.",
    );
  });

  it("name platforms as people say them", () => {
    expect(answer.devices).toContain("Computer: web browser.");
    expect(answer.devices).toContain(
      "Mobile: iPhone and iPad (iOS) and Android.",
    );
  });
});

describe("the Spanish answers", () => {
  const answer = texts(spanish);

  it("state the prices with /mes, in Spanish sentences", () => {
    expect(answer.price).toBe(
      "Los paquetes cuestan desde $39.99/mes. Los dos paquetes principales cuestan entre $39.99/mes y $84.99/mes. Los paquetes adicionales cuestan entre $7.99/mes y $14.99/mes, además del paquete principal.\nTodos los precios están en la página de Paquetes.",
    );
  });

  it("count channels in Spanish, one and many", () => {
    expect(answer.packages).toContain(
      "Core: 61 canales de TV y 50 canales de música, $39.99/mes.",
    );
    expect(answer["add-ons"]).toContain(
      "Sports Fanatic (26 canales, $14.99/mes), Mini Sports (12 canales, $7.99/mes) y Latino (1 canal, $9.99/mes).",
    );
    expect(answer.spanish).toContain(
      "El paquete adicional Latino trae noticias, deportes, películas y novelas en español: 1 canal por $9.99/mes. Además, todos vienen incluidos en Ultimate.",
    );
  });

  it("say which primary packages bring Spanish-language channels, from the lineup", () => {
    expect(answer.spanish).toMatch(
      /^Sí\. Todos los paquetes principales traen algunos: Core tiene 2 \(Telemundo y Univision\) y Ultimate tiene 5\.\n/,
    );
    const coreHasNone = texts(
      faqEntries(
        spanishAnswers(
          {
            ...facts,
            spanishChannels: [
              { title: "Core", names: [] },
              { title: "Ultimate", names: ["Telemundo"] },
            ],
          },
          es,
        ),
      ),
    );
    expect(coreHasNone.spanish).toMatch(
      /^Sí\. Ultimate tiene 1 \(Telemundo\)\.\n/,
    );
    const none = texts(
      faqEntries(
        spanishAnswers(
          {
            ...facts,
            addOns: facts.addOns.filter(({ name }) => name !== "latino"),
            spanishChannels: [{ title: "Core", names: [] }],
          },
          es,
        ),
      ),
    );
    expect(none.spanish).toMatch(
      /^Todavía no: hoy no tenemos canales en español\.\n/,
    );
  });

  it("say which add-ons a primary holds, for one and for several", () => {
    expect(answer["add-ons"]).toContain(
      "Todos los canales de Mini Sports y Latino ya vienen con Ultimate, así que si tienes Ultimate no necesitas ninguno de esos paquetes adicionales.",
    );
    const one = texts(
      faqEntries(
        spanishAnswers(
          { ...facts, addOnsInside: facts.addOnsInside.slice(0, 1) },
          es,
        ),
      ),
    );
    expect(one["add-ons"]).toContain(
      "Todos los canales de Mini Sports ya vienen con Ultimate, así que si tienes Ultimate no necesitas Mini Sports.",
    );
    expect(one.spanish).not.toContain("Además");
  });

  it("use the Spanish device names and the people's words for platforms", () => {
    expect(answer.devices).toContain("Computadora: navegador web.");
    expect(answer.devices).toContain("Celular: iOS (iPhone, iPad) y Android.");
  });

  it("word devices in Spanish where the file names them only in English", () => {
    const english = texts(
      faqEntries(
        spanishAnswers(
          {
            ...facts,
            devices: facts.devices.map((device) => ({
              ...device,
              shown: device.name,
            })),
          },
          es,
        ),
      ),
    );
    expect(english.devices).toContain("Computadora: navegador web.");
    expect(english.devices).toContain(
      "Celular y tableta: iOS (iPhone, iPad) y Android.",
    );
  });

  it("word one package and a single price in the singular", () => {
    const single = texts(
      faqEntries(
        spanishAnswers(
          {
            ...facts,
            primaries: facts.primaries.slice(0, 1),
            addOns: facts.addOns.slice(0, 1),
          },
          es,
        ),
      ),
    );
    expect(single.price).toContain(
      "El paquete principal cuesta $39.99/mes. El paquete adicional cuesta $14.99/mes, además del paquete principal.",
    );
  });

  it("link to the Spanish pages", () => {
    const links = spanish.flatMap((entry) =>
      entry.answer
        .flat()
        .flatMap((part) =>
          typeof part === "object" && "to" in part ? [part.to] : [],
        ),
    );
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link).toMatch(/^\/es\/plus/);
    expect(links).toContain("/es/plus/channels?pkg=ultimate");
  });
});

describe("faqJsonLd", () => {
  it("carries every question and its answer as text, in the page's language", () => {
    const data = faqJsonLd(spanish, "es");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.inLanguage).toBe("es");
    expect(data.mainEntity.map(({ name }) => name)).toEqual(
      spanish.map(({ question }) => question),
    );
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(
      `${es.availability} El registro y el pago todavía no están disponibles en este sitio. En Regístrate te contamos cómo enterarte cuando abra el registro individual.`,
    );
  });
});
