import {
  DATA_FILES_PREFIX,
  HASHED_ASSETS_PREFIX,
  type InlineHashes,
  SECURITY_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
} from "../server/header-policy.js";
import { NOT_FOUND_FILE, urlPathsOf } from "../server/site-files.js";

/** Cloudflare Pages and Netlify ignore longer lines of `_headers`. */
export const MAX_LINE_LENGTH = 2000;

const CSP = "Content-Security-Policy";

/**
 * One rule of `_headers`: the headers it sets, and the headers it first takes
 * off (`! Name`, Cloudflare Pages' syntax) that an earlier matching rule set.
 */
export interface HeaderRule {
  detach: string[];
  headers: Record<string, string>;
}

export type HeaderRules = Map<string, HeaderRule>;

/** Static hosts serve only HTTPS, where upgrading stray `http:` URLs is safe. */
const HTTPS_ONLY = { upgradeInsecureRequests: true };

/**
 * The header rules of the static build, keyed by URL pattern, in the order
 * hosts apply them. Every response gets exactly one Content-Security-Policy:
 *
 * - `/*` sends the security headers with the not-found page's policy, the
 *   only page a host sends at URLs no rule names (with status 404). Files
 *   other than pages get it too; it allows no code of theirs.
 * - Each page's rule (`/plus`) takes that policy off (`! Content-Security-Policy`)
 *   and sends the page's own, which allows only its own inline code. Without
 *   the `!`, Cloudflare Pages would send both policies joined by a comma, and
 *   browsers enforce every policy they get.
 *
 * Netlify skips the `!` line (its parser ignores a line with no colon) and,
 * where several matching rules set one header, sends the value of the last
 * of them (as `netlify dev` does), so there too a page gets only its own
 * policy, listed after `/*`. That is not measured on Netlify itself: were it
 * to join the values instead, each page URL would carry the not-found page's
 * policy as well as its own, and its inline scripts would be blocked.
 *
 * A folder with a not-found page of its own (`es/404.html`) has a rule
 * (`/es/*`) doing the same for its unknown URLs, listed before the pages.
 *
 * No rule holds more than one page's hashes, so no line nears the hosts'
 * limit of MAX_LINE_LENGTH characters as the site grows.
 */
export function headerRules(pages: Map<string, InlineHashes>): HeaderRules {
  const notFound = pages.get(NOT_FOUND_FILE);
  if (!notFound) throw new Error(`The build has no ${NOT_FOUND_FILE}.`);
  const rules: HeaderRules = new Map<string, HeaderRule>([
    [
      "/*",
      {
        detach: [],
        headers: {
          ...SECURITY_HEADERS,
          [CSP]: contentSecurityPolicy(notFound, HTTPS_ONLY),
        },
      },
    ],
  ]);
  // A folder's own not-found page (es/404.html, in Spanish) is what the
  // hosts send at the unknown URLs under that folder, under its own policy.
  for (const [folder, hashes] of folderNotFoundPages(pages)) {
    rules.set(`${folder}*`, {
      detach: [CSP],
      headers: { [CSP]: contentSecurityPolicy(hashes, HTTPS_ONLY) },
    });
  }
  rules.set(`${HASHED_ASSETS_PREFIX}*`, {
    detach: [],
    headers: { "Cache-Control": cacheControlFor(HASHED_ASSETS_PREFIX) },
  });
  rules.set(`${DATA_FILES_PREFIX}*`, {
    detach: [],
    headers: { "Cache-Control": cacheControlFor(DATA_FILES_PREFIX) },
  });
  for (const [page, hashes] of [...pages].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    for (const urlPath of urlPathsOf(page, () => false)) {
      rules.set(urlPath, {
        detach: [CSP],
        headers: {
          "Cache-Control": cacheControlFor(urlPath),
          [CSP]: contentSecurityPolicy(hashes, HTTPS_ONLY),
        },
      });
    }
  }
  return rules;
}

/** The not-found pages of folders (`es/404.html` → "/es/"), shortest folder first. */
export function folderNotFoundPages(
  pages: Map<string, InlineHashes>,
): [string, InlineHashes][] {
  return [...pages]
    .filter(([page]) => page.endsWith(`/${NOT_FOUND_FILE}`))
    .map(([page, hashes]): [string, InlineHashes] => [
      `/${page.slice(0, -NOT_FOUND_FILE.length)}`,
      hashes,
    ])
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b));
}

/** The `_headers` file (Netlify and Cloudflare Pages format) for the rules. */
export function formatHeadersFile(rules: HeaderRules): string {
  const lines = [
    "# Response headers for static hosts (Netlify, Cloudflare Pages format).",
    "# Same policy as the production server: server/header-policy.js.",
    "# A page's rule takes off the policy of /* (! Content-Security-Policy) and",
    "# sends its own, so that every response carries exactly one policy.",
  ];
  for (const [pattern, { detach, headers }] of rules) {
    lines.push(pattern);
    for (const name of detach) lines.push(`  ! ${name}`);
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
  let current: HeaderRule | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { detach: [], headers: {} };
      rules.set(line.trim(), current);
      continue;
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1];
    const separator = line.indexOf(":");
    if (!current || (detached === undefined && separator === -1)) {
      throw new Error(`_headers: unexpected line "${line}"`);
    }
    if (detached !== undefined) current.detach.push(detached);
    else {
      current.headers[line.slice(0, separator).trim()] = line
        .slice(separator + 1)
        .trim();
    }
  }
  return rules;
}
