import { type RouteConfig, layout, route } from "@react-router/dev/routes";

import { PATHS } from "./config/paths";
import { type Locale, localizedPath } from "./i18n/locale";

/** Each page's route module, by its key in `PATHS`; the Spanish ones sit in `routes/es/` under the same names. */
const PAGE_MODULES: Record<keyof typeof PATHS, string> = {
  home: "home.tsx",
  packages: "packages.tsx",
  channels: "channels.tsx",
  // The Channels screen again under the title "Channels Test", for checking lineups; not indexed.
  channelsTest: "channels-test.tsx",
  instructions: "instructions.tsx",
  partners: "isps-mdus.tsx",
  signup: "signup.tsx",
  finder: "finder.tsx",
  compare: "compare.tsx",
  faq: "faq.tsx",
  privacy: "privacy.tsx",
  accessibility: "accessibility.tsx",
};

/**
 * One language's pages inside its layout. Each language has its own route
 * modules, so a page loads only its own language's words.
 */
function languageRoutes(locale: Locale, folder: string) {
  const pages = Object.entries(PAGE_MODULES).map(([key, file]) =>
    route(
      localizedPath(PATHS[key as keyof typeof PATHS], locale),
      `${folder}/${file}`,
    ),
  );
  return layout(`${folder}/site-layout.tsx`, [
    ...pages,
    // Every other path of the language, at any depth, gets its not-found screen.
    route(localizedPath("/*", locale), `${folder}/not-found.tsx`),
  ]);
}

export default [
  languageRoutes("en", "routes"),
  languageRoutes("es", "routes/es"),
] satisfies RouteConfig;
