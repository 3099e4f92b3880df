import { CATCH_UP_HOURS, SIMULTANEOUS_STREAMS } from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import type { FaqWriter, Part, PriceSpan } from "~/features/facts/faq-content";
import type { Named, PackageFacts } from "~/features/facts/plan-facts";
import { countWord, countWordCapitalized } from "~/i18n/count-word";
import { joinList, plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";
import { formatMonthlyPrice } from "~/lineup/format-price";

/** Platform names as people say them, where the data file's name is a system's name. */
const PEOPLES_WORDS: Readonly<Record<string, string>> = {
  iOS: "iPhone and iPad (iOS)",
  Web: "web browser",
};

const platformLabel = (platform: Named) =>
  PEOPLES_WORDS[platform.name] ?? platform.shown;

const channels = (count: number) =>
  plural("en", count, { one: "1 channel", other: `${count} channels` });

/**
 * A buyer's questions, answered in English only from the stated claims, the
 * site config and the data files.
 */
const answers: FaqWriter = (facts, { availability, perMonth }) => {
  const price = (value: string) => formatMonthlyPrice(value, perMonth);
  const priceRange = (span: PriceSpan | null) => {
    if (!span) return "";
    return span.low === span.high
      ? price(span.low)
      : `${price(span.low)} to ${price(span.high)}`;
  };
  const channelCount = ({ tv, music }: PackageFacts) =>
    music > 0 ? `${tv} TV channels and ${music} music channels` : channels(tv);
  const { latino, latinoInside } = facts;
  // "Core has 2 (Telemundo and Univision)": names while they are few, else the count.
  const spanishIn = facts.spanishChannels.filter(
    ({ names }) => names.length > 0,
  );
  const spanishHeld = ({ title, names }: { title: string; names: string[] }) =>
    names.length <= 4
      ? `${title} has ${names.length} (${joinList("en", names)})`
      : `${title} has ${names.length}`;
  const lowest = facts.lowestPrice;
  const primaryCount = facts.primaries.length;

  return {
    subscribe: {
      question: "Can I subscribe now?",
      answer: [
        [availability],
        [
          "Sign-up and payment are not on this site yet. ",
          { text: "Sign Up", to: PATHS.signup },
          " tells you how to hear when individual sign-up opens.",
        ],
      ],
    },
    price: {
      question: "How much does it cost?",
      answer: [
        [
          ...(lowest ? [`Plans start at ${price(lowest)}. `] : []),
          primaryCount === 1
            ? `The one primary package costs ${priceRange(facts.primarySpan)}`
            : `The ${countWord("en", primaryCount)} primary packages cost ${priceRange(facts.primarySpan)}`,
          ...(facts.addOns.length > 0
            ? [
                `, and add-on packages ${priceRange(facts.addOnSpan)} on top of a primary package.`,
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
    packages: {
      question: "What is in each package?",
      answer: [
        ...facts.primaries.map((entry): Part[] => [
          { text: entry.title, to: `${PATHS.channels}?pkg=${entry.name}` },
          `: ${channelCount(entry)}, ${price(entry.price)}.`,
        ]),
        [
          "Each name opens that package's full channel list. ",
          { text: "Compare Packages", to: PATHS.compare },
          " sets every channel against every package.",
        ],
      ],
    },
    "add-ons": {
      question: "How do add-on packages work?",
      answer: [
        [
          "Start with a primary package, then add any add-on you like: ",
          joinList(
            "en",
            facts.addOns.map(
              (entry) =>
                `${entry.title} (${channels(entry.tv)}, ${price(entry.price)})`,
            ),
          ),
          ".",
        ],
        ...facts.addOnsByHolder.map(({ primary, addOns }): Part[] => [
          addOns.length === 1
            ? `Every channel of ${addOns[0]} already comes with ${primary}, so ${primary} needs no ${addOns[0]} add-on.`
            : `Every channel of ${joinList("en", addOns)} already comes with ${primary}, so ${primary} needs none of those add-ons.`,
        ]),
        [
          "Not sure what you need? The ",
          { text: "Channel Finder", to: PATHS.finder },
          " works out the cheapest way to get the channels you watch.",
        ],
      ],
    },
    screens: {
      question: "How many screens can watch at once?",
      answer: [
        [
          `${countWordCapitalized("en", SIMULTANEOUS_STREAMS)}. Every active subscription streams on up to ${countWord("en", SIMULTANEOUS_STREAMS)} screens at the same time.`,
        ],
      ],
    },
    "catch-up": {
      question: "Can I watch shows I missed?",
      answer: [
        [
          `Yes. Every subscription includes ${CATCH_UP_HOURS}-hour catch-up, so you can still watch what aired in the last ${CATCH_UP_HOURS} hours.`,
        ],
      ],
    },
    contract: {
      question: "Is there a contract? Can I cancel?",
      answer: [
        ["Subscriptions have no contract, and you can cancel anytime."],
        [
          "Bulk accounts for buildings and hotels, and partnerships with internet and cable providers, are agreed with our sales team.",
        ],
      ],
    },
    devices: {
      question: "Which devices can I watch on?",
      answer: [
        ...facts.devices.map((device): Part[] => [
          `${device.shown}: ${joinList("en", device.platforms.map(platformLabel))}.`,
        ]),
        [
          "The ",
          { text: "Instructions", to: PATHS.instructions },
          " page has the setup steps for each one.",
        ],
      ],
    },
    spanish: {
      question: "Do you have Spanish-language channels?",
      answer: [
        ...(spanishIn.length > 0
          ? [
              [
                `Yes. ${spanishIn.length === facts.spanishChannels.length ? "Every primary package has some: " : ""}${joinList("en", spanishIn.map(spanishHeld))}.`,
              ],
            ]
          : []),
        ...(latino
          ? [
              [
                `The ${latino.title} add-on brings Spanish-language news, sports, movies and novelas: ${channels(latino.tv)} for ${price(latino.price)}.`,
                ...(latinoInside
                  ? [
                      ` All of them also come with ${latinoInside.primaryTitle}.`,
                    ]
                  : []),
              ],
            ]
          : []),
        ...(spanishIn.length === 0 && !latino
          ? [["Not yet: our lineup has no Spanish-language channels today."]]
          : []),
        [
          "See them on the ",
          { text: "Channels", to: `${PATHS.channels}?pkg=latino` },
          " page.",
        ],
      ],
    },
    buildings: {
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
    privacy: {
      question: "Does this site track me?",
      answer: [
        [
          "No. It sets no cookies, runs no analytics and loads nothing from other companies. The ",
          { text: "privacy page", to: PATHS.privacy },
          " says exactly what happens when you visit.",
        ],
      ],
    },
    contact: {
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
  };
};

/**
 * The FAQ page in English: its fixed words, and its answers, written from the
 * figures of the data files (app/features/facts/faq-content.ts). The Spanish
 * catalogue, ../es/faq.ts, has the same keys.
 */
export const faq = {
  meta: {
    title: "Questions and answers",
    description: `What ${site.name} costs, what each package holds, how many screens can watch at once, which devices work and how to reach us.`,
  },
  title: "Questions and answers",
  lead: "The questions people ask before they choose a package, answered from our current packages and channel lineups.",
  answers,
};

export type FaqMessages = typeof faq;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("faq", faq);
