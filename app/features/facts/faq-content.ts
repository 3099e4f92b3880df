import { supportParts } from "~/components/support-facts";
import { type BusinessFacts, site, upcomingMonth } from "~/config/site";
import { LANG_ATTRIBUTE, type Locale } from "~/i18n/locale";
import { priceCents } from "~/lineup/format-price";
import type { CommonMessages } from "~/messages/en/common";

import type { AddOnInside, PackageFacts, PlanFacts } from "./plan-facts";

/**
 * What the FAQ of either language is made of. The figures are worked out
 * once, here (`faqFacts`); each language's catalogue words its answers to
 * the same questions from them (`answers` in app/messages/<locale>/faq.ts):
 * an answer set is keyed by `FaqId`, so neither can miss or add one.
 */

import type { Part } from "~/components/text-parts";

/** A piece of an answer: plain text, or a link inside the site, to mail or to call. */
export type { Part };

/** The questions, in the order the page asks them; the ids are the sections' anchors. */
export const FAQ_IDS = [
  "subscribe",
  "price",
  "packages",
  "local",
  "add-ons",
  "screens",
  "catch-up",
  "contract",
  "devices",
  "spanish",
  "buildings",
  "privacy",
  "contact",
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export interface FaqAnswer {
  question: string;
  /** Paragraphs, each a run of parts. */
  answer: Part[][];
}

/** The questions only the business's facts answer (app/config/site.ts). */
type BusinessFaqId = "local";

/**
 * One language's answer to every question; null for a question only the
 * business's facts answer, while they are unset.
 */
export type FaqAnswers = Record<FaqId, FaqAnswer | null>;

/** What a language's catalogue writes: the answers to the questions the data answers. */
export type WrittenAnswers = Record<Exclude<FaqId, BusinessFaqId>, FaqAnswer>;

/**
 * The shared words an answer set repeats: the availability sentence, the
 * price suffix and the business's facts as pages state them.
 */
export type FaqWords = Pick<
  CommonMessages,
  "availability" | "perMonth" | "facts" | "locale"
>;

/** The cheapest and the dearest price of some packages. */
export interface PriceSpan {
  low: string;
  high: string;
}

/** The figures the answers state, in the page's language, from the data files. */
export interface FaqFacts {
  lowestPrice: string | null;
  primaries: readonly PackageFacts[];
  addOns: readonly PackageFacts[];
  /** Null when there is no package of the kind. */
  primarySpan: PriceSpan | null;
  addOnSpan: PriceSpan | null;
  /** Add-ons held whole by a primary package, grouped by that package, in list order. */
  addOnsByHolder: readonly { primary: string; addOns: string[] }[];
  /** The Spanish-language add-on, and the primary package that holds all of it. */
  latino: PackageFacts | undefined;
  latinoInside: AddOnInside | undefined;
  spanishChannels: PlanFacts["spanishChannels"];
  devices: PlanFacts["devices"];
  /** The business's facts; each answer states one only when it is set. */
  business: BusinessFacts;
  /** The month individual sign-up opens, as the page states it; null when unset or past. */
  signupMonth: string | null;
  /** The platforms with a TV model year, by their shown name, in the devices' order. */
  modelYears: { platform: string; year: number }[];
}

/** Writes one language's answers from the figures. */
export type FaqWriter = (facts: FaqFacts, words: FaqWords) => WrittenAnswers;

export interface FaqEntry extends FaqAnswer {
  id: FaqId;
}

/** The answers as the page lists them, leaving out those with no answer. */
export function faqEntries(
  answers: Partial<Record<FaqId, FaqAnswer | null>>,
): FaqEntry[] {
  return FAQ_IDS.flatMap((id) => {
    const answer = answers[id];
    return answer ? [{ id, ...answer }] : [];
  });
}

/** The text of a run of parts, as plain text for the structured data. */
export function partsText(parts: readonly Part[]): string {
  return parts
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}

/** The cheapest and the dearest of some packages, by cents; null for none. */
export function priceSpan(entries: readonly PackageFacts[]): PriceSpan | null {
  const cents = entries.map(({ price }) => priceCents(price));
  const low = entries[cents.indexOf(Math.min(...cents))];
  const high = entries[cents.indexOf(Math.max(...cents))];
  return low && high ? { low: low.price, high: high.price } : null;
}

/** Add-ons held whole by a primary package, grouped by that package, in list order. */
export function addOnsByHolder(
  facts: PlanFacts,
): { primary: string; addOns: string[] }[] {
  const byPrimary = new Map<string, string[]>();
  for (const { title, primaryTitle } of facts.addOnsInside) {
    byPrimary.set(primaryTitle, [
      ...(byPrimary.get(primaryTitle) ?? []),
      title,
    ]);
  }
  return [...byPrimary].map(([primary, addOns]) => ({ primary, addOns }));
}

/**
 * The figures of the answers, from the plan figures of the data files and
 * the business's facts as of `today` (the build's day).
 */
export function faqFacts(
  facts: PlanFacts,
  locale: Locale = "en",
  business: BusinessFacts = site.facts,
  today: Date = new Date(),
): FaqFacts {
  const years = business.tvModelYears ?? {};
  return {
    lowestPrice: facts.lowestPrice,
    primaries: facts.primaries,
    addOns: facts.addOns,
    primarySpan: priceSpan(facts.primaries),
    addOnSpan: priceSpan(facts.addOns),
    addOnsByHolder: addOnsByHolder(facts),
    latino: facts.addOns.find(({ name }) => name === "latino"),
    latinoInside: facts.addOnsInside.find(({ name }) => name === "latino"),
    spanishChannels: facts.spanishChannels,
    devices: facts.devices,
    business,
    signupMonth: upcomingMonth(business.signupOpens, locale, today),
    modelYears: facts.devices.flatMap((device) =>
      device.platforms.flatMap((platform) => {
        const year = years[platform.name];
        return year === undefined ? [] : [{ platform: platform.shown, year }];
      }),
    ),
  };
}

/** The entries of the page, in the language of `answers`. */
export function faqPageEntries(
  plan: PlanFacts,
  answers: FaqWriter,
  words: FaqWords,
  business: BusinessFacts = site.facts,
  today: Date = new Date(),
): FaqEntry[] {
  const facts = faqFacts(plan, words.locale, business, today);
  return faqEntries(withBusinessFacts(answers(facts, words), facts, words));
}

/**
 * The answers with the business's facts that each would state, each only
 * once it is set: the words are the page's (`words.facts`), so both
 * languages state the same facts in the same places.
 */
export function withBusinessFacts(
  answers: WrittenAnswers,
  facts: FaqFacts,
  words: FaqWords,
): FaqAnswers {
  const said = words.facts;
  const { business } = facts;
  const add = (answer: FaqAnswer, paragraphs: Part[][]): FaqAnswer => ({
    ...answer,
    answer: [...answer.answer, ...paragraphs],
  });
  return {
    ...answers,
    subscribe: add(
      answers.subscribe,
      facts.signupMonth ? [[said.signupOpens(facts.signupMonth)]] : [],
    ),
    local: business.localStations
      ? {
          question: said.localStations.question,
          answer: [[said.localStations.answer(business.localStations)]],
        }
      : null,
    devices: add(
      answers.devices,
      facts.modelYears.length > 0
        ? [
            [
              facts.modelYears
                .map(({ platform, year }) => said.modelYears(platform, year))
                .join(" "),
            ],
          ]
        : [],
    ),
    buildings: add(
      answers.buildings,
      business.salesReplyTime
        ? [[said.salesReplyTime(business.salesReplyTime)]]
        : [],
    ),
    // Support's languages and hours follow its address, the answer's last line.
    contact: add(answers.contact, [
      ...[supportParts(said, business)].filter((parts) => parts.length > 0),
      ...(business.salesPhone ? [said.salesPhone(business.salesPhone)] : []),
    ]),
  };
}

/** The `FAQPage` structured data of the entries, in the page's language. */
export function faqJsonLd(entries: readonly FaqEntry[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: LANG_ATTRIBUTE[locale],
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: entry.answer.map(partsText).join(" "),
      },
    })),
  };
}
