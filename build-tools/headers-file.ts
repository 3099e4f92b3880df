import {
  DATA_FILES_PREFIX,
  HASHED_ASSETS_PREFIX,
  type InlineHashes,
  NO_INLINE_CODE,
  SECURITY_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
} from "../server/header-policy.js";
import { NOT_FOUND_FILE, urlPathsOf } from "../server/site-files.js";
import type { PageGroup } from "./page-groups";

/** Cloudflare Pages and Netlify ignore longer lines of `_headers`. */
export const MAX_LINE_LENGTH = 2000;
/** Cloudflare Pages reads no more rules of `_headers` than this, and ignores the rest. */
export const MAX_RULES = 100;

const CSP = "Content-Security-Policy";
const CSP_LINE_START = `  ${CSP}: `;

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

/** Each list's items once, in the order first met. */
function unionOf(hashes: InlineHashes[]): InlineHashes {
  const union = (key: keyof InlineHashes) => [
    ...new Set(hashes.flatMap((entry) => entry[key])),
  ];
  return {
    scripts: union("scripts"),
    styles: union("styles"),
    styleAttributes: union("styleAttributes"),
  };
}

const sameHashes = (a: InlineHashes, b: InlineHashes) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The page file of each URL path: `/plus` → `plus.html`. */
function filesByUrlPath(pages: Map<string, InlineHashes>): Map<string, string> {
  return new Map(
    [...pages.keys()].flatMap((file) =>
      urlPathsOf(file, () => false).map((urlPath): [string, string] => [
        urlPath,
        file,
      ]),
    ),
  );
}

/**
 * The not-found page a host sends at an unknown URL under `folder`
 * ("/plus/channels/"): that of the nearest folder above with one, else the
 * site's.
 */
function notFoundPageOf(
  pages: Map<string, InlineHashes>,
  folder: string,
): InlineHashes {
  const nearest = folderNotFoundPages(pages)
    .filter(([notFoundFolder]) => folder.startsWith(notFoundFolder))
    .at(-1)?.[1];
  const hashes = nearest ?? pages.get(NOT_FOUND_FILE);
  if (!hashes) throw new Error(`The build has no ${NOT_FOUND_FILE}.`);
  return hashes;
}

/**
 * The hashes each page's policy lists, by page file. A page outside any
 * group lists its own. The pages of a group share one rule, whose pattern
 * also matches unknown URLs under it, where hosts send the not-found page:
 * they list the hashes of every page of the group and of that not-found
 * page, so that it too keeps its style and scripts there. Pages one route
 * builds carry the same inline code, so that adds only the not-found page's;
 * where they differ, the build fails once the rule's line would be too long
 * for the hosts. Not-found pages list their own.
 */
export function policyHashes(
  pages: Map<string, InlineHashes>,
  groups: readonly PageGroup[] = [],
): Map<string, InlineHashes> {
  const planned = new Map(pages);
  const files = filesByUrlPath(pages);
  for (const group of groups) {
    const members = group.urlPaths.map((urlPath) => {
      const file = files.get(urlPath);
      if (!file) throw new Error(`No page of the build answers at ${urlPath}.`);
      return file;
    });
    const own = members.map((file) => pages.get(file) ?? NO_INLINE_CODE);
    const hashes = unionOf([
      ...own,
      notFoundPageOf(pages, group.pattern.slice(0, -1)),
    ]);
    const line = `${CSP_LINE_START}${contentSecurityPolicy(hashes, HTTPS_ONLY)}`;
    if (line.length > MAX_LINE_LENGTH) {
      const variants = own.filter(
        (entry, index) =>
          own.findIndex((other) => sameHashes(other, entry)) === index,
      );
      const [first, second] = variants.map(
        (variant) => members[own.indexOf(variant)],
      );
      throw new Error(
        `_headers: the ${members.length} pages of ${group.routePaths.join(", ")} share the rule ${group.pattern}, ` +
          `whose policy would list their hashes and the not-found page's in a line of ${line.length} characters, ` +
          `over the ${MAX_LINE_LENGTH} static hosts read. ` +
          (second === undefined
            ? "Their inline code is too large a set of scripts and styles."
            : `They hold ${variants.length} different sets of inline scripts and styles, where the pages of ` +
              `one route should carry the same: compare ${first} and ${second}.`),
      );
    }
    for (const file of members) planned.set(file, hashes);
  }
  return planned;
}

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
 * - The pages a route builds from the data share one wildcard rule
 *   (`/plus/channels/*`, see page-groups.ts) with the policy `policyHashes`
 *   gives them, since Cloudflare Pages reads at most MAX_RULES rules. It
 *   also matches the route's `.data` files, which get the revalidation the
 *   server sends them and one policy, and unknown URLs under it, whose
 *   not-found page that policy allows.
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
 */
export function headerRules(
  pages: Map<string, InlineHashes>,
  groups: readonly PageGroup[] = [],
): HeaderRules {
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
  // hosts send at the unknown URLs under that folder, under its own policy;
  // under a group's pattern, under the group's, which allows its code too.
  const groupPatterns = new Set(groups.map((group) => group.pattern));
  for (const [folder, hashes] of folderNotFoundPages(pages)) {
    if (groupPatterns.has(`${folder}*`)) continue;
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

  /** A rule for `urlPaths`, taking off first what earlier rules matching them set. */
  const addRule = (
    pattern: string,
    urlPaths: string[],
    headers: Record<string, string>,
  ) => {
    if (rules.has(pattern)) {
      throw new Error(`_headers: two rules for ${pattern}.`);
    }
    const setEarlier = new Set(
      [...rules]
        .filter(([earlier]) =>
          urlPaths.some((urlPath) => patternMatches(earlier, urlPath)),
        )
        .flatMap(([, rule]) => Object.keys(rule.headers)),
    );
    rules.set(pattern, {
      detach: Object.keys(headers).filter((name) => setEarlier.has(name)),
      headers,
    });
  };
  const planned = policyHashes(pages, groups);
  const pageHeaders = (urlPath: string, hashes: InlineHashes) => ({
    "Cache-Control": cacheControlFor(urlPath),
    [CSP]: contentSecurityPolicy(hashes, HTTPS_ONLY),
  });
  const files = filesByUrlPath(pages);
  const grouped = new Set(groups.flatMap((group) => group.urlPaths));
  // Groups first, so that a page of its own under a group's pattern
  // (`/plus/channels/new`) has its rule after the group's and replaces it.
  for (const group of groups) {
    const [first = ""] = group.urlPaths;
    const hashes = planned.get(files.get(first) ?? "") ?? NO_INLINE_CODE;
    addRule(
      group.pattern,
      [...group.urlPaths, `${group.pattern.slice(0, -1)}${UNKNOWN_PAGE}`],
      pageHeaders(first, hashes),
    );
  }
  for (const [urlPath, file] of [...files].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (grouped.has(urlPath)) continue;
    addRule(
      urlPath,
      [urlPath],
      pageHeaders(urlPath, planned.get(file) ?? NO_INLINE_CODE),
    );
  }
  return rules;
}

/** A page name no folder of the site holds, for checking unknown URLs. */
export const UNKNOWN_PAGE = "no-such-page";

/**
 * Whether a `_headers` pattern matches a URL path, as Cloudflare Pages
 * matches them: `*` matches anything, slashes included; `:name` one segment.
 */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const escape = (text: string) =>
    text.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");
  const source = pattern
    .split("*")
    .map(escape)
    .join("(.*)")
    .replace(/:[A-Za-z]\w*/g, "[^/]+");
  return new RegExp(`^${source}$`).test(urlPath);
}

/**
 * The headers the rules give a response at `urlPath`, as Cloudflare Pages
 * applies them: every matching rule in order, each taking off its detached
 * headers, then setting its own, a header already set by an earlier rule
 * getting the new value appended. By lower-case name, each with its values.
 */
export function hostHeaders(
  rules: HeaderRules,
  urlPath: string,
): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const set = new Set<string>();
  for (const [pattern, { detach, headers: values }] of rules) {
    if (!patternMatches(pattern, urlPath)) continue;
    for (const name of detach) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(values)) {
      const key = name.toLowerCase();
      headers.set(
        key,
        set.has(key) ? [...(headers.get(key) ?? []), value] : [value],
      );
      set.add(key);
    }
  }
  return headers;
}

/**
 * Checks what the rules give each response as Cloudflare Pages applies them,
 * and throws naming the URLs that would get a wrong header: each page must
 * get exactly the security headers, its Cache-Control and the policy of its
 * `planned` hashes; an unknown URL under a rule's wildcard one policy that
 * allows the not-found page sent there; any other file (`urlPaths`, such as
 * the `.data` files a group's pattern matches) one value of each header and
 * the Cache-Control the server sends.
 */
export function checkHeaderRules(
  rules: HeaderRules,
  planned: Map<string, InlineHashes>,
  urlPaths: readonly string[],
): void {
  const problems: string[] = [];
  const single = (urlPath: string) => {
    const headers = hostHeaders(rules, urlPath);
    for (const [name, values] of headers) {
      if (values.length > 1) {
        problems.push(`${urlPath} gets ${values.length} values of ${name}`);
      }
    }
    return new Map([...headers].map(([name, [value = ""]]) => [name, value]));
  };
  const files = filesByUrlPath(planned);
  for (const [urlPath, file] of files) {
    const expected = new Map(
      Object.entries({
        ...SECURITY_HEADERS,
        "Cache-Control": cacheControlFor(urlPath),
        [CSP]: contentSecurityPolicy(planned.get(file), HTTPS_ONLY),
      }).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const got = single(urlPath);
    for (const name of new Set([...expected.keys(), ...got.keys()])) {
      if (got.get(name) !== expected.get(name)) {
        problems.push(`${urlPath} gets ${name}: ${got.get(name) ?? "(none)"}`);
      }
    }
  }
  for (const pattern of rules.keys()) {
    if (!pattern.endsWith("/*")) continue;
    const folder = pattern.slice(0, -1);
    if ([HASHED_ASSETS_PREFIX, DATA_FILES_PREFIX].includes(folder)) continue;
    const unknown = `${folder}${UNKNOWN_PAGE}`;
    const policy = single(unknown).get(CSP.toLowerCase()) ?? "";
    const notFound = notFoundPageOf(planned, folder);
    const missing = Object.values(notFound)
      .flat()
      .filter((hash) => !policy.includes(`'${hash}'`));
    if (missing.length > 0) {
      problems.push(
        `${unknown} gets a policy without the not-found page's ${missing.join(" ")}`,
      );
    }
  }
  const pageUrls = new Set(files.keys());
  for (const urlPath of urlPaths.filter((url) => !pageUrls.has(url))) {
    const cacheControl = single(urlPath).get("cache-control");
    if (
      cacheControl !== undefined &&
      cacheControl !== cacheControlFor(urlPath)
    ) {
      problems.push(`${urlPath} gets Cache-Control: ${cacheControl}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `_headers gives ${problems.length} wrong headers:\n${problems.slice(0, 10).join("\n")}`,
    );
  }
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
    "# sends its own, so that every response carries exactly one policy. The",
    "# pages a route builds from the data share one rule (/plus/channels/*).",
  ];
  for (const [pattern, { detach, headers }] of rules) {
    lines.push(pattern);
    for (const name of detach) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(headers)) {
      lines.push(`  ${name}: ${value}`);
    }
  }
  if (rules.size > MAX_RULES) {
    throw new Error(
      `_headers: ${rules.size} rules, over the ${MAX_RULES} Cloudflare Pages reads (it ignores the rest). ` +
        "Pages a route builds from the data share one wildcard rule (build-tools/page-groups.ts); " +
        "a route building many pages needs a dynamic segment in its path.",
    );
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
