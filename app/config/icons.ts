/** Colour of the browser's UI around the site; the same as `--color-bg` in tokens.css. */
export const THEME_COLOR = "#0b0f17";

/** The square app icon, also the logo search engines show. */
export const APP_ICON_PATH = "/icons/icon-512.png";

/** Favicons, the home-screen icon and the web manifest, for the document head. */
export const ICON_LINKS = [
  {
    rel: "icon",
    href: "/icons/icon-32.png",
    sizes: "32x32",
    type: "image/png",
  },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
] as const;
