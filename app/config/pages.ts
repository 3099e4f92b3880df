import type { Locale } from "~/i18n/locale";
import type { AboutMessages } from "~/messages/en/about";
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

/**
 * The page registry: every page of the site, named once. The route table
 * (app/routes.ts), the site's paths (app/config/paths.ts), the sitemap, the
 * footer, which pages ship scripts, and the tests' tables of pages are all
 * read from it. Each page:
 *
 * - `path`: its English path; its Spanish twin is the same under `/es`. The
 *   pages built from the data have a route pattern, one page per entry.
 * - `module`: its route module in `app/routes/`, one for both languages.
 * - `words`: its catalogue in `app/messages/<locale>/`.
 * - `scripts`: whether it ships its scripts (data screens and tools do; text
 *   and links need none), or only as its pattern's not-found page, which
 *   logs its error.
 * - `footer`: the footer links to it, with this label in each language; it
 *   is here because the footer is on every page, which loads only its own
 *   catalogue.
 * - `unlisted`: kept out of the sitemap (the page carries `noindex`).
 */
export const PAGES = {
  home: { path: "/", module: "home.tsx", words: "home", scripts: false },
  packages: {
    path: "/plus",
    module: "packages.tsx",
    words: "packages",
    scripts: true,
  },
  channels: {
    path: "/plus/channels",
    module: "channels.tsx",
    words: "channels",
    scripts: true,
  },
  instructions: {
    path: "/plus/instructions",
    module: "instructions.tsx",
    words: "instructions",
    scripts: true,
  },
  partners: {
    path: "/plus/isps-mdus",
    module: "isps-mdus.tsx",
    words: "partners",
    scripts: false,
  },
  signup: {
    path: "/plus/signup",
    module: "signup.tsx",
    words: "signup",
    scripts: false,
  },
  // The Channels screen again, titled "Channels Test", for checking lineups.
  channelsTest: {
    path: "/plus/channelstest",
    module: "channels.tsx",
    words: "channels",
    scripts: true,
    unlisted: true,
  },
  // Tools beyond the five screens of the bar, linked from the pages' text.
  finder: {
    path: "/plus/finder",
    module: "finder.tsx",
    words: "finder",
    scripts: true,
  },
  compare: {
    path: "/plus/compare",
    module: "compare.tsx",
    words: "compare",
    scripts: true,
  },
  // Answers and trust pages, linked from the footer.
  about: {
    path: "/plus/about",
    module: "about.tsx",
    words: "about",
    scripts: false,
    footer: { en: "About us", es: "Quiénes somos" },
  },
  faq: {
    path: "/plus/faq",
    module: "faq.tsx",
    words: "faq",
    scripts: false,
    footer: { en: "Questions and answers", es: "Preguntas frecuentes" },
  },
  privacy: {
    path: "/plus/privacy",
    module: "privacy.tsx",
    words: "privacy",
    scripts: false,
    footer: { en: "Privacy", es: "Privacidad" },
  },
  accessibility: {
    path: "/plus/accessibility",
    module: "accessibility.tsx",
    words: "accessibility",
    scripts: false,
    footer: { en: "Accessibility", es: "Accesibilidad" },
  },
  // The lineup's record of changes; its Atom feed is CHANGES_FEED_PATH.
  changes: {
    path: "/plus/changes",
    module: "changes.tsx",
    words: "changes",
    scripts: false,
  },
  // Pages built from the data: one per channel, one per device and platform.
  // Each pattern also matches every other address under its folder, which
  // gets the folder's not-found page (app/config/paths.ts).
  channel: {
    path: "/plus/channels/:slug/*",
    module: "channel.tsx",
    words: "channel",
    scripts: "when-not-found",
  },
  setup: {
    path: "/plus/instructions/:device/:platform?/*",
    module: "setup.tsx",
    words: "setup",
    scripts: "when-not-found",
  },
  package: {
    path: "/plus/packages/:slug/*",
    module: "package.tsx",
    words: "package",
    scripts: "when-not-found",
  },
} as const satisfies Record<string, PageEntry>;

/** Each catalogue's words by its key, typed by the English ones (the Spanish ones match them). */
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
  about: AboutMessages;
  faq: FaqMessages;
  privacy: PrivacyMessages;
  accessibility: AccessibilityMessages;
  changes: ChangesMessages;
  channel: ChannelMessages;
  setup: SetupMessages;
  package: PackageMessages;
}

export type CatalogueKey = keyof Catalogues;

interface PageEntry {
  readonly path: string;
  readonly module: string;
  readonly words: CatalogueKey;
  readonly scripts: boolean | "when-not-found";
  readonly footer?: Readonly<Record<Locale, string>>;
  readonly unlisted?: true;
}

export type PageKey = keyof typeof PAGES;

/** A page of the registry, with its key. */
export interface Page extends PageEntry {
  readonly key: PageKey;
  /** Whether it is a pattern of pages built from the data. */
  readonly built: boolean;
}

// Object.keys types its keys as strings; these are the keys of PAGES.
const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** Every page, in the registry's order. */
export const PAGE_LIST: readonly Page[] = PAGE_KEYS.map((key) => {
  const entry: PageEntry = PAGES[key];
  return { ...entry, key, built: entry.path.includes(":") };
});

/** The pages every footer links to, in the registry's order, each with its label in each language. */
export const FOOTER_PAGES = PAGE_LIST.flatMap(({ key, path, footer }) =>
  footer ? [{ key, path, label: footer }] : [],
);

/** The id of a page's route in `locale`; ids keep a module's two mounts apart. */
export function routeId(locale: Locale, key: PageKey): string {
  return `${locale}/${key}`;
}

/** The id of the not-found route of `locale`, which takes every other path. */
export function notFoundRouteId(locale: Locale): string {
  return `${locale}/not-found`;
}
