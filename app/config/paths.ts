/** Paths of the site's screens (SPEC §2), shared by the routes, the nav and the build. */
export const PATHS = {
  home: "/",
  packages: "/plus",
  channels: "/plus/channels",
  instructions: "/plus/instructions",
  partners: "/plus/isps-mdus",
  signup: "/plus/signup",
  channelsTest: "/plus/channelstest",
  // Tools beyond the five screens of the bar, linked from the pages' text.
  finder: "/plus/finder",
  compare: "/plus/compare",
  // Answers and trust pages, linked from the footer.
  faq: "/plus/faq",
  privacy: "/plus/privacy",
  accessibility: "/plus/accessibility",
} as const;

/** Path pre-rendered for the not-found screen; the build moves it to `404.html`. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** Every path pre-rendered to static HTML at build time. */
export const PRERENDERED_PATHS = [
  ...Object.values(PATHS),
  NOT_FOUND_PRERENDER_PATH,
];

/** The data files the screens load at run time (SPEC §7), under `public/`. */
export const DATA_PATHS = {
  packages: "/json/packages/packages.json",
  channels: "/json/channels/channels.json",
  instructions: "/json/instructions/instructions.json",
} as const;
