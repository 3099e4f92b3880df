import { FACTS_PATH } from "../app/config/facts-schema";
import type { BusinessFacts, SiteConfig } from "../app/config/site";
import type { StoreLink } from "../app/config/stores";

/**
 * What `npm run check:launch` lists: every placeholder that would ship
 * (docs/decisions.md, "Brand and contact"). Run before
 * going live, not by `npm test`: the placeholders are right until then.
 */

/** One placeholder: what it is, and where to set the real value. */
export interface Placeholder {
  what: string;
  fix: string;
}

/**
 * Where each business fact would show; the typecheck asks for every fact.
 * The mail domain and the store links are checked through the addresses
 * and links they make, so they are not listed twice.
 */
const FACT_PAGES: Readonly<Record<keyof BusinessFacts, string | null>> = {
  salesPhone: "ISPs/MDUs, Sign Up, the FAQ and the footer",
  supportPhone: "every page that shows the support address",
  supportLanguages: "every page that shows the support address",
  salesReplyTime: "ISPs/MDUs, Sign Up and the FAQ",
  signupOpens: "Home, Sign Up, the Finder and the FAQ",
  localStations: "the FAQ and channel searches that find nothing",
  tvModelYears: "Instructions, the setup pages and the FAQ",
  partnerPricing: "ISPs/MDUs",
  partnerTerm: "ISPs/MDUs",
  residentAccess: "ISPs/MDUs",
  guestAccess: "ISPs/MDUs",
  mailDomain: null,
  storeLinks: null,
};

const SITE_FILE = "app/config/site.ts";
const FACTS_FILE = `public${FACTS_PATH}`;

/** A host at the reserved `.example` domain (RFC 2606). */
function isExampleHost(host: string): boolean {
  return host === "example" || host.endsWith(".example");
}

/**
 * Why a store link looks made up, or null: a host at `.example`, an id of
 * zeros (`id0000000000`, `B000000000`) or an app id with `example` in it.
 */
function storePlaceholder(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "is not an address";
  }
  if (isExampleHost(url.hostname)) return "is at the reserved .example domain";
  if (/(?:^|[^1-9])0{6,}/.test(`${url.pathname}${url.search}`)) {
    return "has an id of zeros";
  }
  if (/(?:^|[=./])example(?:[.&/]|$)/.test(`${url.pathname}${url.search}`)) {
    return "has an app id with “example” in it";
  }
  return null;
}

/** Every placeholder in the site config and the store links, in the order of the files. */
export function launchPlaceholders(
  site: SiteConfig,
  stores: readonly StoreLink[],
): Placeholder[] {
  const found: Placeholder[] = [];
  if (isExampleHost(new URL(site.origin).hostname)) {
    found.push({
      what: `The site's address ${site.origin} is at the reserved .example domain.`,
      fix: `set origin in ${SITE_FILE}`,
    });
  }
  for (const [audience, address] of Object.entries(site.mail)) {
    if (isExampleHost(address.split("@").at(-1) ?? "")) {
      found.push({
        what: `The ${audience} mail address ${address} is at the reserved .example domain.`,
        fix: `set mailDomain in ${FACTS_FILE}`,
      });
    }
  }
  for (const { id, href } of stores) {
    const why = storePlaceholder(href);
    const given = site.facts.storeLinks?.[id] !== undefined;
    if (why || !given) {
      found.push({
        what: `The ${id} store link ${href} ${why ?? "is the placeholder"}.`,
        fix: `set storeLinks.${id} in ${FACTS_FILE}`,
      });
    }
  }
  for (const [fact, pages] of Object.entries(FACT_PAGES)) {
    if (pages !== null && !isSet(site.facts, fact)) {
      found.push({
        what: `The fact ${fact} is unset: ${pages} would show it.`,
        fix: `set ${fact} in ${FACTS_FILE}`,
      });
    }
  }
  return found;
}

function isSet(facts: BusinessFacts, fact: string): boolean {
  const value: unknown = Object.entries(facts).find(
    ([key]) => key === fact,
  )?.[1];
  if (value === undefined || value === null || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

/** The report's lines: one per placeholder, then the count. */
export function formatPlaceholders(found: readonly Placeholder[]): string[] {
  if (found.length === 0) return ["No placeholder would ship."];
  return [
    ...found.map(({ what, fix }) => `- ${what} Fix: ${fix}.`),
    `\n${found.length} placeholder${found.length === 1 ? "" : "s"} would ship.`,
  ];
}
