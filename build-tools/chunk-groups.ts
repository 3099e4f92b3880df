/**
 * How the browser's JavaScript is split into files. Each file a page loads
 * costs a request and a set of response headers (about 1.2 kB over HTTP/1.1),
 * so the small shared modules travel in a few files rather than one each;
 * and each file holds only what its pages use, so no page pays for another's
 * code (the first-load budget, e2e/budgets.spec.ts).
 */

/** A module id as the bundler gives it, with either path separator. */
const inApp = (pattern: string) =>
  new RegExp(`[\\\\/]app[\\\\/]${pattern.replaceAll("/", "[\\\\/]")}`);

/**
 * Every page: the root and the frame's route, the layout and its config,
 * helpers, words and styles, the price format (Home and the FAQ state prices
 * too), the schema library (the data screens' schemas use it too) and the
 * last-resort error screen's words (app/root.tsx sits above
 * both languages). The two route modules keep a file of their own that only
 * names what they export from this one; their code, here, needs none of the
 * import lines a file of its own would (about 0.4 kB gzip a page).
 */
const EVERY_PAGE = [
  inApp("(config|lib|i18n|components)/"),
  inApp("(root|routes/site-layout)\\."),
  inApp("styles/(tokens|global|controls)\\."),
  inApp("lineup/format-price\\."),
  inApp("messages/en/errors\\."),
  /^\0?virtual:constants\.css/,
  // The business's facts are parsed with their schema on every page (app/config/site.ts).
  /[\\/]node_modules[\\/]valibot[\\/]/,
];

/**
 * Modules of those folders that only some pages use. The bundler gives each
 * of them a file shared by just the pages that import it.
 */
const SOME_PAGES = [
  inApp("components/(data-await|data-error|loading-spinner)\\."),
  inApp(
    "components/(mail-cta|new-tab-link|not-found-screen|page-intro|support-facts)\\.",
  ),
  inApp("components/channel-name-link\\."),
  inApp("config/stores\\."),
  inApp("lib/(shorten-text|use-query-state|carried-text|package-param)\\."),
  inApp("i18n/count-word\\."),
];

/**
 * The data screens: the lineup logic, the data files' loading and schemas,
 * the spinner and error that stand in for the data, and the helpers for the
 * query string and long lists. What only one screen runs stays with it: the
 * cheapest-combination search with the Channel Finder, the instructions
 * file's schema, the platforms and the long-list helper with Instructions,
 * add-on coverage with Packages, and the
 * channels' and setup pages' addresses with the screens that link to them
 * (Channels, Compare, Instructions), and the count sentence with Channels.
 */
const DATA_SCREENS = [
  inApp("(lineup|data)/"),
  inApp("lib/(shorten-text|use-query-state)\\."),
  inApp("components/(data-await|data-error|loading-spinner)\\."),
];
const ONE_DATA_SCREEN = [
  inApp(
    "lineup/(cheapest-combinations|platforms|add-on-coverage|slug|setup-pages|channel-count-text)\\.",
  ),
  inApp("data/instructions-(schema|file)\\."),
];

/**
 * The Channel Finder's route and what it draws at first, in one file; the
 * answer is a file of its own, loaded when a channel is about to be chosen
 * (app/features/finder/load-answer-part.ts). What both use stays here, where
 * the answer finds it loaded, rather than in a third file.
 */
const FINDER_FIRST = inApp(
  "(routes/finder|features/finder/(?!finder-answer-part|answer-actions|best-option|other-options|finder-result|finder-answer|finder-wording)[\\w.-]+)\\.",
);

const matches = (patterns: readonly RegExp[], id: string) =>
  patterns.some((pattern) => pattern.test(id));

export const CHUNK_GROUPS = [
  {
    name: "site",
    test: (id: string) => matches(EVERY_PAGE, id) && !matches(SOME_PAGES, id),
    priority: 3,
  },
  {
    name: "lineup",
    test: (id: string) =>
      matches(DATA_SCREENS, id) && !matches(ONE_DATA_SCREEN, id),
    priority: 2,
  },
  { name: "finder", test: FINDER_FIRST, priority: 2 },
  // Each language's words that every page or several catalogues share,
  // loaded by that language's pages only. The catalogues are route modules
  // (app/i18n/words.ts): the shared words' route keeps a file that names
  // what it exports from this one, as the root's does.
  ...(["en", "es"] as const).map((locale) => ({
    name: `words-${locale}`,
    test: inApp(`messages/${locale}/(common|errors|name-search|shared)\\.`),
    priority: 1,
  })),
];
