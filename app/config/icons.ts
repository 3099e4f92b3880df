/** Colour of the browser's UI around the site; the same as `--color-bg` in tokens.css. */
export const THEME_COLOR = "#0b0f17";

/** The square app icon, also the logo search engines show. */
export const APP_ICON_PATH = "/icons/icon-512.png";

/**
 * The favicon, the home-screen icon and the web manifest, for the document head.
 * The favicon is a PNG on purpose: Chromium draws an SVG favicon as a document
 * of its own on the page's main thread, a task of about 20 ms while the page
 * is still loading, where a 32 px PNG costs almost nothing.
 */
export const ICON_LINKS = [
  {
    rel: "icon",
    href: "/icons/icon-32.png",
    sizes: "32x32",
    type: "image/png",
  },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
] as const;
