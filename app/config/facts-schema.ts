import * as v from "valibot";

import { LOCALES } from "../i18n/locale";

import { FACTS_PATH } from "./facts-file";
import { READS_SCHEMA_WORDS } from "./schema-words";

export { FACTS_PATH };

/**
 * The contract of the business's facts file, `public/json/facts/facts.json`:
 * what only the business can tell (docs/decisions.md, "Brand and contact").
 * Every fact is optional: a page shows one where a visitor asks its question
 * once it is set and says nothing of it while it is not, and
 * `npm run check:launch` lists every one still unset. `npm run check:data`
 * checks the file with this schema; ./site.ts reads it as `site.facts`.
 */

/** The oldest and newest TV model year the file may name. */
const MODEL_YEARS = { first: 2000, last: 2099 } as const;

const says = READS_SCHEMA_WORDS
  ? {
      text: "must be text that is not blank",
      inBothLanguages:
        "must be an object with the text in English (en) and Spanish (es)",
      phone:
        'must be a U.S. phone number written with its country code, like "+1 215-555-0134"',
      phoneLine:
        "must be an object with the number and when it answers (hours, in en and es)",
      language: `must be one of the site's languages ${LOCALES.join(", ")}`,
      languages: `must be a list of the site's languages (${LOCALES.join(", ")})`,
      languagesEmpty: "must list at least one language, when present",
      languagesRepeat: "must list each language once",
      month: 'must be a month written year-month, like "2027-03"',
      year: `must be a model year, a whole number from ${MODEL_YEARS.first} to ${MODEL_YEARS.last}`,
      modelYears:
        'must be an object of model years by the instructions file\'s platform name, like { "Samsung": 2019 }',
      domain: 'must be a mail domain, like "keystonetv.com"',
      storeLink: "must be an https:// address",
      storeLinks: () =>
        `must be an object of links by store (${Object.keys(storeLinkEntries).join(", ")})`,
      file: "must be an object holding only the facts listed in app/config/facts-schema.ts",
    }
  : undefined;

const text = v.pipe(v.string(says?.text), v.regex(/\S/, says?.text));

/** Words the business supplies, in each language of the site. */
const inBothLanguages = v.strictObject(
  { en: text, es: text },
  says?.inBothLanguages,
);

const phoneNumber = v.pipe(
  v.string(says?.phone),
  v.regex(/^\+1[ .-]?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/, says?.phone),
);

/** A phone line and when it answers. */
const phoneLine = v.strictObject(
  {
    /** As it is shown, "+1 215-555-0134"; its digits make the `tel:` link. */
    number: phoneNumber,
    /** When it answers, as a sentence part: "Monday to Friday, 9 a.m. to 6 p.m. Eastern". */
    hours: inBothLanguages,
  },
  says?.phoneLine,
);

const languages = v.pipe(
  v.array(v.picklist(LOCALES, says?.language), says?.languages),
  v.minLength(1, says?.languagesEmpty),
  v.check((list) => new Set(list).size === list.length, says?.languagesRepeat),
);

const month = v.pipe(
  v.string(says?.month),
  v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, says?.month),
);

const modelYear = v.pipe(
  v.number(says?.year),
  v.integer(says?.year),
  v.minValue(MODEL_YEARS.first, says?.year),
  v.maxValue(MODEL_YEARS.last, says?.year),
);

const mailDomain = v.pipe(
  v.string(says?.domain),
  v.regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    says?.domain,
  ),
);

const storeLink = v.pipe(
  v.string(says?.storeLink),
  v.url(says?.storeLink),
  v.startsWith("https://", says?.storeLink),
);

/** A link for each store of Home's badge row, in its order (./stores.ts). */
const storeLinkEntries = {
  web: v.optional(storeLink),
  ios: v.optional(storeLink),
  android: v.optional(storeLink),
  amazon: v.optional(storeLink),
  roku: v.optional(storeLink),
  samsung: v.optional(storeLink),
  lg: v.optional(storeLink),
};

export type StoreId = keyof typeof storeLinkEntries;

export const businessFactsSchema = v.strictObject(
  {
    /** Shown on ISPs/MDUs (how to reach sales), Sign Up, the FAQ's "How do I reach you?" and the footer. */
    salesPhone: v.optional(phoneLine),
    /** Shown beside the support address (the footer, Sign Up, the Finder, the FAQ, Privacy, Accessibility). */
    supportPhone: v.optional(phoneLine),
    /** The languages support answers in. Shown beside the support address, as `supportPhone`. */
    supportLanguages: v.optional(languages),
    /** How soon sales answers, as a sentence part: "within one business day". Shown on ISPs/MDUs ("What happens next"), Sign Up and the FAQ's question for buildings. */
    salesReplyTime: v.optional(inBothLanguages),
    /** The month individual sign-up opens, "2027-03". Shown on Home, Sign Up, the Finder's next step and the FAQ, only until that month has passed. */
    signupOpens: v.optional(month),
    /** How local stations are chosen, a sentence or two. Shown on the FAQ, as its own question, and after the local networks when a channel search finds nothing (Channels, the Channel Finder, Compare). */
    localStations: v.optional(inBothLanguages),
    /** The oldest supported TV model year, by the instructions file's platform name ("Samsung": 2019). Shown in that platform's steps on Instructions, its setup page and the FAQ's devices answer. */
    tvModelYears: v.optional(v.record(text, modelYear, says?.modelYears)),
    /** How bulk and hotel accounts are priced, a sentence or two. Shown on ISPs/MDUs. */
    partnerPricing: v.optional(inBothLanguages),
    /** For how long a bulk or hotel agreement runs, a sentence. Shown on ISPs/MDUs. */
    partnerTerm: v.optional(inBothLanguages),
    /** How residents of a building get and lose access, a sentence or two. Shown on ISPs/MDUs. */
    residentAccess: v.optional(inBothLanguages),
    /** How hotel guests get and lose access, a sentence or two. Shown on ISPs/MDUs. */
    guestAccess: v.optional(inBothLanguages),
    /** The real mail domain, "keystonetv.com". Until set, every mail address is at the reserved `.example` domain. */
    mailDomain: v.optional(mailDomain),
    /** The real store links, by store. Until set, Home's badges link to the placeholders in ./stores.ts. */
    storeLinks: v.optional(v.strictObject(storeLinkEntries, says?.storeLinks)),
  },
  says?.file,
);

/** The business's facts, each optional; see the schema's fields for where each shows. */
export type BusinessFacts = v.InferOutput<typeof businessFactsSchema>;

/** Words the business supplies, in each language of the site. */
export type InBothLanguages = v.InferOutput<typeof inBothLanguages>;

/** A phone line and when it answers. */
export type PhoneLine = v.InferOutput<typeof phoneLine>;

/**
 * The facts of `json`, the content of the facts file `file`. A file that
 * does not match stops the build, naming each field and what is wrong.
 */
export function parseBusinessFacts(
  json: unknown,
  file = `public${FACTS_PATH}`,
): BusinessFacts {
  const result = v.safeParse(businessFactsSchema, json);
  if (result.success) return result.output;
  throw new Error(
    result.issues
      .map(
        (issue) =>
          `${file}: ${v.getDotPath(issue) ?? "the file"}: ${issue.message}`,
      )
      .join("\n"),
  );
}
