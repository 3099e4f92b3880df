import { useMatches } from "react-router";

import type { AccessibilityMessages } from "~/messages/en/accessibility";
import type { ChangesMessages } from "~/messages/en/changes";
import type { ChannelMessages } from "~/messages/en/channel";
import type { ChannelsMessages } from "~/messages/en/channels";
import type { CommonMessages } from "~/messages/en/common";
import type { CompareMessages } from "~/messages/en/compare";
import type { FaqMessages } from "~/messages/en/faq";
import type { FinderMessages } from "~/messages/en/finder";
import type { HomeMessages } from "~/messages/en/home";
import type { InstructionsMessages } from "~/messages/en/instructions";
import type { PackageMessages } from "~/messages/en/package";
import type { PackagesMessages } from "~/messages/en/packages";
import type { PartnersMessages } from "~/messages/en/partners";
import type { PrivacyMessages } from "~/messages/en/privacy";
import type { SetupMessages } from "~/messages/en/setup";
import type { SignupMessages } from "~/messages/en/signup";

// A page's words reach it through the routes. Each catalogue module
// (app/messages/<locale>/<page>) is a route of its own, above the page it
// serves (app/routes.ts), and hands its words over in its `handle`. React
// Router loads a matched route's module with the page, so each page loads its
// own language's words and no other's, while one route module serves both
// languages.

/** Each catalogue by its key, typed by its English words (the Spanish ones match them). */
export interface Catalogues {
  common: CommonMessages;
  home: HomeMessages;
  packages: PackagesMessages;
  channels: ChannelsMessages;
  instructions: InstructionsMessages;
  partners: PartnersMessages;
  signup: SignupMessages;
  finder: FinderMessages;
  compare: CompareMessages;
  faq: FaqMessages;
  privacy: PrivacyMessages;
  accessibility: AccessibilityMessages;
  changes: ChangesMessages;
  channel: ChannelMessages;
  setup: SetupMessages;
  package: PackageMessages;
}

export type CatalogueKey = keyof Catalogues;

/** What a catalogue's route module exports as its `handle`. */
export interface WordsHandle<K extends CatalogueKey> {
  words: { key: K; value: Catalogues[K] };
}

/** The `handle` of a catalogue's route: `value`, the words of catalogue `key`. */
export function wordsHandle<K extends CatalogueKey>(
  key: K,
  value: Catalogues[K],
): WordsHandle<K> {
  return { words: { key, value } };
}

function isWordsHandle(
  handle: unknown,
): handle is { words: { key: unknown; value: unknown } } {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "words" in handle &&
    typeof handle.words === "object" &&
    handle.words !== null &&
    "key" in handle.words &&
    "value" in handle.words
  );
}

/**
 * The words of catalogue `key` among the matched routes, for a route's
 * `meta` (which gets the matches) and for {@link useWords}.
 */
export function wordsIn<K extends CatalogueKey>(
  matches: readonly ({ handle?: unknown } | undefined)[],
  key: K,
): Catalogues[K] {
  for (const match of matches) {
    const handle = match?.handle;
    if (isWordsHandle(handle) && handle.words.key === key) {
      // Only wordsHandle makes a handle under this key, typed as the key's words.
      return handle.words.value as Catalogues[K];
    }
  }
  throw new Error(
    `No "${key}" words above this route: app/routes.ts puts each page below its catalogue.`,
  );
}

/** The words of catalogue `key`, in the page's language. */
export function useWords<K extends CatalogueKey>(key: K): Catalogues[K] {
  return wordsIn(useMatches(), key);
}
