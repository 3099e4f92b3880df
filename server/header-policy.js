// @ts-check
/**
 * The HTTP header policy of the site, as data. The production server sends it
 * and the build writes it to `_headers` for static hosts, so both answer alike.
 */

/** Features the site never uses, switched off for the page and any frame. */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "sync-xhr",
  "usb",
  "xr-spatial-tracking",
];

/** Sent with every response, whatever its status or type. */
export const SECURITY_HEADERS = Object.freeze({
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DISABLED_FEATURES.map(
    (feature) => `${feature}=()`,
  ).join(", "),
  "Cross-Origin-Resource-Policy": "same-origin",
});

/**
 * Headers no response carries. Cross-Origin-Opener-Policy would protect a
 * window the site never opens for sign-in or personal data, while framing is
 * already refused; and Chromium on Android answers it with a process of the
 * site's own, started on every entry from another site, which on a two-core
 * phone costs more blocking time than all of a page's scripts
 * (docs/decisions.md, "Security headers").
 */
export const ABSENT_HEADERS = Object.freeze(["Cross-Origin-Opener-Policy"]);

/**
 * Hashes of a page's inline code, as `sha256-<base64>` sources.
 * @typedef {object} InlineHashes
 * @property {string[]} scripts inline `<script>` elements the browser runs; a
 *   data block (JSON-LD) is left out, as CSP never checks code that never runs
 * @property {string[]} styles inline `<style>` elements
 * @property {string[]} styleAttributes `style="…"` attributes
 */

/** @type {InlineHashes} */
export const NO_INLINE_CODE = Object.freeze({
  scripts: [],
  styles: [],
  styleAttributes: [],
});

/** @param {string[]} hashes */
const quoted = (hashes) => hashes.map((hash) => `'${hash}'`);

/**
 * Whether a policy asks browsers to fetch `http:` subresources over HTTPS.
 * @typedef {object} PolicyOptions
 * @property {boolean} [upgradeInsecureRequests]
 */

/**
 * The Content-Security-Policy of a response. Pages pass the hashes of their
 * own inline code; everything else gets the policy with no inline code at all.
 *
 * `upgrade-insecure-requests` goes only where every response is HTTPS: the
 * static hosts' `_headers`. Our own server speaks plain HTTP, and WebKit
 * (Safari) obeys the directive on plain-HTTP pages too, loopback included, so
 * every script and data request of `http://localhost` would go to an
 * `https:` URL that nothing answers (WebKit bug 250776). The directive would
 * gain nothing there either: every URL the site uses is same-origin, so a
 * page a TLS proxy serves over HTTPS fetches only HTTPS.
 * @param {InlineHashes} [hashes]
 * @param {PolicyOptions} [options]
 */
export function contentSecurityPolicy(
  hashes = NO_INLINE_CODE,
  { upgradeInsecureRequests = false } = {},
) {
  const styleAttributes = hashes.styleAttributes.length
    ? ["'unsafe-hashes'", ...quoted(hashes.styleAttributes)]
    : [];
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...quoted(hashes.scripts)]],
    ["style-src", ["'self'", ...quoted(hashes.styles), ...styleAttributes]],
    // data: covers the small images the bundler inlines.
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (upgradeInsecureRequests)
    directives.push(["upgrade-insecure-requests", []]);
  return directives
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** Where the bundler writes its content-hashed files. */
export const HASHED_ASSETS_PREFIX = "/assets/";
/** Where the data files live (docs/decisions.md, "Data files"); editors change them in place. */
export const DATA_FILES_PREFIX = "/json/";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages, data files and any file whose name does not change with its content. */
export const CACHE_REVALIDATE = "no-cache";

/**
 * Cache-Control for a URL path of the site.
 * @param {string} urlPath
 */
export function cacheControlFor(urlPath) {
  return urlPath.startsWith(HASHED_ASSETS_PREFIX)
    ? CACHE_IMMUTABLE
    : CACHE_REVALIDATE;
}

/** Text formats worth compressing; the build writes `.br` and `.gz` beside each. */
export const COMPRESSIBLE_EXTENSIONS = Object.freeze([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/** @param {string} fileName */
export function isCompressible(fileName) {
  return COMPRESSIBLE_EXTENSIONS.some((extension) =>
    fileName.endsWith(extension),
  );
}

/** Precompressed variants, best first, and the file suffix of each. */
export const ENCODINGS = Object.freeze(
  /** @type {const} */ ([
    { name: "br", suffix: ".br" },
    { name: "gzip", suffix: ".gz" },
  ]),
);

/** Written beside the client build: each page's inline-code hashes, for the server. */
export const CSP_MANIFEST_FILE = "csp.json";
