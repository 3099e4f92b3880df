import { CATCH_UP_HOURS, SIMULTANEOUS_STREAMS } from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { countWord, countWordCapitalized } from "~/lib/count-word";
import { formatMonthlyPrice, priceCents } from "~/lib/format-price";

import { platformLabel } from "./platform-label";
import type { PackageFacts, PlanFacts } from "./plan-facts";

/** A piece of an answer: plain text, a link inside the site, or a mail link. */
export type Part =
  string | { text: string; to: string } | { text: string; mail: string };

export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraphs, each a run of parts. */
  answer: Part[][];
}

/** "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The text of a run of parts, as plain text for the structured data. */
export function partsText(parts: readonly Part[]): string {
  return parts
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}

function priceRange(entries: readonly PackageFacts[]): string {
  const cents = entries.map(({ price }) => priceCents(price));
  const low = entries[cents.indexOf(Math.min(...cents))];
  const high = entries[cents.indexOf(Math.max(...cents))];
  if (!low || !high) return "";
  return low.price === high.price
    ? formatMonthlyPrice(low.price)
    : `${formatMonthlyPrice(low.price)} to ${formatMonthlyPrice(high.price)}`;
}

function channelCount({ tv, music }: PackageFacts): string {
  return music > 0
    ? `${tv} TV channels and ${music} music channels`
    : `${tv} channels`;
}

/** Add-ons held whole by a primary package, grouped by that package. */
function insideSentences(facts: PlanFacts): string[] {
  const byPrimary = new Map<string, string[]>();
  for (const { title, primaryTitle } of facts.addOnsInside) {
    byPrimary.set(primaryTitle, [
      ...(byPrimary.get(primaryTitle) ?? []),
      title,
    ]);
  }
  return [...byPrimary].map(([primary, addOns]) =>
    addOns.length === 1
      ? `Every channel of ${addOns[0]} already comes with ${primary}, so ${primary} needs no ${addOns[0]} add-on.`
      : `Every channel of ${joinWords(addOns)} already comes with ${primary}, so ${primary} needs none of those add-ons.`,
  );
}

/** A buyer's questions, answered only from the stated claims, the site config and the data files. */
export function faqEntries(facts: PlanFacts): FaqEntry[] {
  const latino = facts.addOns.find(({ name }) => name === "latino");
  const latinoInside = facts.addOnsInside.find(
    ({ title }) => title === latino?.title,
  );
  const lowest = facts.lowestPrice;
  return [
    {
      id: "subscribe",
      question: "Can I subscribe now?",
      answer: [
        [site.availability],
        [
          "Sign-up and payment are not on this site yet. ",
          { text: "Sign Up", to: PATHS.signup },
          " tells you how to hear when individual sign-up opens.",
        ],
      ],
    },
    {
      id: "price",
      question: "How much does it cost?",
      answer: [
        [
          ...(lowest ? [`Plans start at ${formatMonthlyPrice(lowest)}. `] : []),
          `The ${countWord(facts.primaries.length)} primary packages cost ${priceRange(facts.primaries)}`,
          ...(facts.addOns.length > 0
            ? [
                `, and add-on packages ${priceRange(facts.addOns)} on top of a primary package.`,
              ]
            : ["."]),
        ],
        [
          "Every price is on the ",
          { text: "Packages", to: PATHS.packages },
          " page.",
        ],
      ],
    },
    {
      id: "packages",
      question: "What is in each package?",
      answer: [
        ...facts.primaries.map((entry): Part[] => [
          { text: entry.title, to: `${PATHS.channels}?pkg=${entry.name}` },
          `: ${channelCount(entry)}, ${formatMonthlyPrice(entry.price)}.`,
        ]),
        [
          "Each name opens that package's full channel list. ",
          { text: "Compare Packages", to: PATHS.compare },
          " sets every channel against every package.",
        ],
      ],
    },
    {
      id: "add-ons",
      question: "How do add-on packages work?",
      answer: [
        [
          "Start with a primary package, then add any add-on you like: ",
          joinWords(
            facts.addOns.map(
              (entry) =>
                `${entry.title} (${entry.tv} channels, ${formatMonthlyPrice(entry.price)})`,
            ),
          ),
          ".",
        ],
        ...insideSentences(facts).map((sentence): Part[] => [sentence]),
        [
          "Not sure what you need? The ",
          { text: "Channel Finder", to: PATHS.finder },
          " works out the cheapest way to get the channels you watch.",
        ],
      ],
    },
    {
      id: "screens",
      question: "How many screens can watch at once?",
      answer: [
        [
          `${countWordCapitalized(SIMULTANEOUS_STREAMS)}. Every active subscription streams on up to ${countWord(SIMULTANEOUS_STREAMS)} screens at the same time.`,
        ],
      ],
    },
    {
      id: "catch-up",
      question: "Can I watch shows I missed?",
      answer: [
        [
          `Yes. Every subscription includes ${CATCH_UP_HOURS}-hour catch-up, so you can still watch what aired in the last ${CATCH_UP_HOURS} hours.`,
        ],
      ],
    },
    {
      id: "contract",
      question: "Is there a contract? Can I cancel?",
      answer: [
        ["Subscriptions have no contract, and you can cancel anytime."],
        [
          "Bulk accounts for buildings and hotels, and partnerships with internet and cable providers, are agreed with our sales team.",
        ],
      ],
    },
    {
      id: "devices",
      question: "Which devices can I watch on?",
      answer: [
        ...facts.devices.map((device): Part[] => [
          `${device.name}: ${joinWords(device.platforms.map(platformLabel))}.`,
        ]),
        [
          "The ",
          { text: "Instructions", to: PATHS.instructions },
          " page has the setup steps for each one.",
        ],
      ],
    },
    {
      id: "spanish",
      question: "Do you have Spanish-language channels?",
      answer: [
        latino
          ? [
              `Yes. The ${latino.title} add-on brings Spanish-language news, sports, movies and novelas: ${latino.tv} channels for ${formatMonthlyPrice(latino.price)}.`,
              ...(latinoInside
                ? [` All of them also come with ${latinoInside.primaryTitle}.`]
                : []),
            ]
          : ["Yes. Spanish-language channels are part of our lineup."],
        [
          "See them on the ",
          { text: "Channels", to: `${PATHS.channels}?pkg=latino` },
          " page.",
        ],
      ],
    },
    {
      id: "buildings",
      question: "I manage apartments or a hotel. Can I order for my property?",
      answer: [
        [
          "Yes, today. Apartment communities, hotels and campuses can order bulk accounts now through our sales team. Email ",
          { text: site.mail.sales, mail: site.mail.sales },
          ", or read about ",
          {
            text: "partnerships for properties and providers",
            to: PATHS.partners,
          },
          ".",
        ],
      ],
    },
    {
      id: "privacy",
      question: "Does this site track me?",
      answer: [
        [
          "No. It sets no cookies, runs no analytics and loads nothing from other companies. The ",
          { text: "privacy page", to: PATHS.privacy },
          " says exactly what happens when you visit.",
        ],
      ],
    },
    {
      id: "contact",
      question: "How do I reach you?",
      answer: [
        ["By email:"],
        [
          "Bulk and hotel accounts: ",
          { text: site.mail.sales, mail: site.mail.sales },
        ],
        [
          "Internet and cable provider partnerships: ",
          { text: site.mail.partners, mail: site.mail.partners },
        ],
        [
          "Help with watching or with this site: ",
          { text: site.mail.support, mail: site.mail.support },
        ],
      ],
    },
  ];
}

/** The `FAQPage` structured data of the entries. */
export function faqJsonLd(entries: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
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
