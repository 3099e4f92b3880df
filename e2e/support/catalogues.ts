import { type ReactNode, isValidElement } from "react";

import type { Catalogues } from "../../app/config/pages";
import type { Locale } from "../../app/i18n/locale";
import { handle as enAbout } from "../../app/messages/en/about";
import { handle as enAccessibility } from "../../app/messages/en/accessibility";
import { handle as enChanges } from "../../app/messages/en/changes";
import { handle as enChannel } from "../../app/messages/en/channel";
import { handle as enChannels } from "../../app/messages/en/channels";
import { handle as enCommon } from "../../app/messages/en/common";
import { handle as enCompare } from "../../app/messages/en/compare";
import { handle as enFaq } from "../../app/messages/en/faq";
import { handle as enFinder } from "../../app/messages/en/finder";
import { handle as enHome } from "../../app/messages/en/home";
import { handle as enInstructions } from "../../app/messages/en/instructions";
import { handle as enPackage } from "../../app/messages/en/package";
import { handle as enPackages } from "../../app/messages/en/packages";
import { handle as enPartners } from "../../app/messages/en/partners";
import { handle as enPrivacy } from "../../app/messages/en/privacy";
import { handle as enSetup } from "../../app/messages/en/setup";
import { handle as enSignup } from "../../app/messages/en/signup";
import { handle as esAbout } from "../../app/messages/es/about";
import { handle as esAccessibility } from "../../app/messages/es/accessibility";
import { handle as esChanges } from "../../app/messages/es/changes";
import { handle as esChannel } from "../../app/messages/es/channel";
import { handle as esChannels } from "../../app/messages/es/channels";
import { handle as esCommon } from "../../app/messages/es/common";
import { handle as esCompare } from "../../app/messages/es/compare";
import { handle as esFaq } from "../../app/messages/es/faq";
import { handle as esFinder } from "../../app/messages/es/finder";
import { handle as esHome } from "../../app/messages/es/home";
import { handle as esInstructions } from "../../app/messages/es/instructions";
import { handle as esPackage } from "../../app/messages/es/package";
import { handle as esPackages } from "../../app/messages/es/packages";
import { handle as esPartners } from "../../app/messages/es/partners";
import { handle as esPrivacy } from "../../app/messages/es/privacy";
import { handle as esSetup } from "../../app/messages/es/setup";
import { handle as esSignup } from "../../app/messages/es/signup";

/**
 * Every catalogue of the site (app/messages/<locale>/<key>), by language and
 * by the registry's `words` key (app/config/pages.ts): the words the browser
 * tests expect to read, taken from where the pages take them.
 */
export const CATALOGUES: Readonly<Record<Locale, Catalogues>> = {
  en: {
    about: enAbout.words.value,
    accessibility: enAccessibility.words.value,
    changes: enChanges.words.value,
    channel: enChannel.words.value,
    channels: enChannels.words.value,
    common: enCommon.words.value,
    compare: enCompare.words.value,
    faq: enFaq.words.value,
    finder: enFinder.words.value,
    home: enHome.words.value,
    instructions: enInstructions.words.value,
    package: enPackage.words.value,
    packages: enPackages.words.value,
    partners: enPartners.words.value,
    privacy: enPrivacy.words.value,
    setup: enSetup.words.value,
    signup: enSignup.words.value,
  },
  es: {
    about: esAbout.words.value,
    accessibility: esAccessibility.words.value,
    changes: esChanges.words.value,
    channel: esChannel.words.value,
    channels: esChannels.words.value,
    common: esCommon.words.value,
    compare: esCompare.words.value,
    faq: esFaq.words.value,
    finder: esFinder.words.value,
    home: esHome.words.value,
    instructions: esInstructions.words.value,
    package: esPackage.words.value,
    packages: esPackages.words.value,
    partners: esPartners.words.value,
    privacy: esPrivacy.words.value,
    setup: esSetup.words.value,
    signup: esSignup.words.value,
  },
};

/**
 * The text a catalogue's JSX shows, as the page's `textContent` reads it:
 * the strings of its elements, links' words included, in order.
 */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean")
    return "";
  if (typeof node === "string" || typeof node === "number") return `${node}`;
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node))
    return textOf(node.props.children);
  return "";
}

/** The words of the link to `to` in a catalogue's JSX, as its accessible name reads them. */
export function linkText(node: ReactNode, to: string): string {
  const found = findLink(node, to);
  if (found === undefined) throw new Error(`No link to ${to} in these words`);
  return found;
}

function findLink(node: ReactNode, to: string): string | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findLink(child, to);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (
    !isValidElement<{ children?: ReactNode; to?: unknown; href?: unknown }>(
      node,
    )
  )
    return undefined;
  const { children, to: target, href } = node.props;
  if (target === to || href === to) return textOf(children);
  return findLink(children, to);
}

/** The language links' names: on English pages (to Spanish), then on Spanish ones. */
export const SPANISH_LINK = CATALOGUES.en.common.otherLanguage;
export const ENGLISH_LINK = CATALOGUES.es.common.otherLanguage;

/** The English pages' one-line offer of the Spanish page. */
export const SPANISH_OFFER = (() => {
  const offer = CATALOGUES.en.common.languageOffer;
  if (!offer) throw new Error("The English catalogue offers no Spanish page");
  return offer;
})();

/** `text` as a regular expression that matches it literally. */
export const escape = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What a text written by `words` says before its first blank. */
export function before(words: (blank: string) => string): string {
  return words("\u0000").split("\u0000")[0] ?? "";
}

/** The longest run of characters two texts share: what two wordings of one message have in common. */
export function sharedPart(a: string, b: string): string {
  let best = "";
  for (let start = 0; start < a.length; start += 1) {
    for (let end = start + best.length + 1; end <= a.length; end += 1) {
      if (!b.includes(a.slice(start, end))) break;
      best = a.slice(start, end);
    }
  }
  return best;
}
