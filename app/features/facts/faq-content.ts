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

/** A piece of an answer: plain text, a link inside the site, or a mail link. */
export type Part =
  string | { text: string; to: string } | { text: string; mail: string };

/** The questions, in the order the page asks them; the ids are the sections' anchors. */
export const FAQ_IDS = [
  "subscribe",
  "price",
  "packages",
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

/** One language's answer to every question. */
export type FaqAnswers = Record<FaqId, FaqAnswer>;

/** The shared words an answer set repeats: the availability sentence and the price suffix. */
export type FaqWords = Pick<CommonMessages, "availability" | "perMonth">;

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
}

/** Writes one language's answers from the figures. */
export type FaqWriter = (facts: FaqFacts, words: FaqWords) => FaqAnswers;

export interface FaqEntry extends FaqAnswer {
  id: FaqId;
}

/** The answers as the page lists them. */
export function faqEntries(answers: FaqAnswers): FaqEntry[] {
  return FAQ_IDS.map((id) => ({ id, ...answers[id] }));
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

/** The figures of the answers, from the plan figures of the data files. */
export function faqFacts(facts: PlanFacts): FaqFacts {
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
  };
}

/** The entries of the page, in the language of `answers`. */
export function faqPageEntries(
  plan: PlanFacts,
  answers: FaqWriter,
  words: FaqWords,
): FaqEntry[] {
  return faqEntries(answers(faqFacts(plan), words));
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
