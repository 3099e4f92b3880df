// Plain data, shared by the Playwright tests and the other engines' suite.

/** The seven routes of docs/decisions.md, "Routes and screens", then the pages beyond the bar, with their headings. */
export const ROUTES = [
  { path: "/", heading: "A Traditional Television Experience" },
  { path: "/plus", heading: "Packages" },
  { path: "/plus/channels", heading: "Channels" },
  { path: "/plus/instructions", heading: "Instructions" },
  { path: "/plus/isps-mdus", heading: "ISPs / Cable Providers and MDUs" },
  { path: "/plus/signup", heading: "Sign Up" },
  { path: "/plus/channelstest", heading: "Channels Test" },
  { path: "/plus/finder", heading: "Channel Finder" },
  { path: "/plus/compare", heading: "Compare Packages" },
  { path: "/plus/faq", heading: "Questions and answers" },
  { path: "/plus/privacy", heading: "Privacy" },
  { path: "/plus/accessibility", heading: "Accessibility" },
] as const;

/** The Spanish twin of each route, in the same order, with its Spanish heading. */
export const SPANISH_ROUTES = [
  { path: "/es", heading: "La televisión de siempre, en vivo por internet" },
  { path: "/es/plus", heading: "Paquetes" },
  { path: "/es/plus/channels", heading: "Canales" },
  { path: "/es/plus/instructions", heading: "Instrucciones" },
  {
    path: "/es/plus/isps-mdus",
    heading: "Para proveedores de internet y cable, edificios y hoteles",
  },
  { path: "/es/plus/signup", heading: "Regístrate" },
  { path: "/es/plus/channelstest", heading: "Prueba de canales" },
  { path: "/es/plus/finder", heading: "Buscador de canales" },
  { path: "/es/plus/compare", heading: "Compara los paquetes" },
  { path: "/es/plus/faq", heading: "Preguntas frecuentes" },
  { path: "/es/plus/privacy", heading: "Privacidad" },
  { path: "/es/plus/accessibility", heading: "Accesibilidad" },
] as const;

/** Every page in both languages. */
export const ALL_ROUTES = [...ROUTES, ...SPANISH_ROUTES] as const;

/** The English screens whose route loads data files: the data screens of docs/decisions.md, "Data loading" and the tools. */
export const DATA_SCREEN_PATHS = [
  "/plus",
  "/plus/channels",
  "/plus/channelstest",
  "/plus/instructions",
  "/plus/finder",
  "/plus/compare",
] as const;

export type DataScreenPath = (typeof DATA_SCREEN_PATHS)[number];

/**
 * The pages that need no script and ship none, in both languages: text and
 * links only (docs/decisions.md, "Pages without scripts").
 */
export const SCRIPT_FREE_PATHS = [
  "/",
  "/plus/isps-mdus",
  "/plus/signup",
  "/plus/faq",
  "/plus/privacy",
  "/plus/accessibility",
  "/es",
  "/es/plus/isps-mdus",
  "/es/plus/signup",
  "/es/plus/faq",
  "/es/plus/privacy",
  "/es/plus/accessibility",
] as const;

/** Whether the page at `path` ships no script file. */
export const isScriptFree = (path: string): boolean =>
  (SCRIPT_FREE_PATHS as readonly string[]).includes(path);
