import {
  DATA_FILES_PREFIX,
  HASHED_ASSETS_PREFIX,
  type InlineHashes,
  SECURITY_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
} from "../server/header-policy.js";
import { urlPathsOf } from "../server/site-files.js";

/** Cloudflare Pages ignores longer lines of `_headers`. */
export const MAX_LINE_LENGTH = 2000;

export type HeaderRules = Map<string, Record<string, string>>;

const union = (lists: string[][]): string[] => [...new Set(lists.flat())];

/** Static hosts serve only HTTPS, where upgrading stray `http:` URLs is safe. */
const HTTPS_ONLY = { upgradeInsecureRequests: true };

/**
 * The header rules of the static build, keyed by URL pattern. Static hosts send
 * the headers of every rule that matches, joining repeated names with commas,
 * so no name repeats across rules except the CSP: `/*` allows the inline code
 * of any page (that is all the not-found page, sent for unknown URLs, gets), and
 * each page's own rule adds its own policy, which browsers enforce as well.
 */
export function headerRules(pages: Map<string, InlineHashes>): HeaderRules {
  const all = [...pages.values()];
  const rules: HeaderRules = new Map<string, Record<string, string>>([
    [
      "/*",
      {
        ...SECURITY_HEADERS,
        "Content-Security-Policy": contentSecurityPolicy(
          {
            scripts: union(all.map((hashes) => hashes.scripts)),
            styles: union(all.map((hashes) => hashes.styles)),
            styleAttributes: union(all.map((hashes) => hashes.styleAttributes)),
          },
          HTTPS_ONLY,
        ),
      },
    ],
    [
      `${HASHED_ASSETS_PREFIX}*`,
      { "Cache-Control": cacheControlFor(HASHED_ASSETS_PREFIX) },
    ],
    [
      `${DATA_FILES_PREFIX}*`,
      { "Cache-Control": cacheControlFor(DATA_FILES_PREFIX) },
    ],
  ]);
  for (const [page, hashes] of [...pages].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    for (const urlPath of urlPathsOf(page, () => false)) {
      rules.set(urlPath, {
        "Cache-Control": cacheControlFor(urlPath),
        "Content-Security-Policy": contentSecurityPolicy(hashes, HTTPS_ONLY),
      });
    }
  }
  return rules;
}

/** The `_headers` file (Netlify and Cloudflare Pages format) for the rules. */
export function formatHeadersFile(rules: HeaderRules): string {
  const lines = [
    "# Response headers for static hosts (Netlify, Cloudflare Pages format).",
    "# Same policy as the production server: server/header-policy.js.",
  ];
  for (const [pattern, headers] of rules) {
    lines.push(pattern);
    for (const [name, value] of Object.entries(headers)) {
      lines.push(`  ${name}: ${value}`);
    }
  }
  const tooLong = lines.find((line) => line.length > MAX_LINE_LENGTH);
  if (tooLong) {
    throw new Error(
      `_headers: a line is longer than ${MAX_LINE_LENGTH} characters, which static hosts ignore: ${tooLong.slice(0, 80)}…`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = new Map();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const separator = line.indexOf(":");
    if (!current || separator === -1) {
      throw new Error(`_headers: unexpected line "${line}"`);
    }
    current[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}
