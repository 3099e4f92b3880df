import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import {
  CSP_MANIFEST_FILE,
  HASHED_ASSETS_PREFIX,
  type InlineHashes,
} from "../server/header-policy.js";
import {
  HEADERS_FILE,
  REDIRECTS_FILE,
  listFiles,
  urlPathsOf,
} from "../server/site-files.js";
import {
  checkHeaderRules,
  folderNotFoundPages,
  formatHeadersFile,
  headerRules,
  policyHashes,
} from "./headers-file";
import { inlineHashes } from "./inline-hashes";
import { type RouteManifest, pageGroups } from "./page-groups";
import { precompress } from "./precompress";
import { isDataPageFile } from "./site-paths";
import { formatRedirectsFile } from "./redirects-file";

/** Bundler output names carry a content hash, e.g. `root-B0nYR8bE.js`. */
const HASHED_NAME = /-[\w-]{8,}\.[a-z0-9]+$/i;

/** Immutable caching of a file whose name does not change would serve stale copies. */
function assertAssetsAreHashed(files: string[]): void {
  const prefix = HASHED_ASSETS_PREFIX.slice(1);
  const unhashed = files.filter(
    (file) => file.startsWith(prefix) && !HASHED_NAME.test(file),
  );
  if (unhashed.length > 0) {
    throw new Error(
      `${unhashed.join(", ")}: files in ${HASHED_ASSETS_PREFIX} are cached for a year, ` +
        "so their names must carry a content hash. Put this file elsewhere in public/.",
    );
  }
}

/**
 * The last build step, after everything that changes HTML: hashes each page's
 * inline code for its Content-Security-Policy, writes the static hosts'
 * `_headers` (one rule for the pages of each route of `routes` with a
 * dynamic segment) and `_redirects`, precompresses text files, and last
 * writes the server's CSP manifest: the hashes each page's policy lists, the
 * same in both.
 */
export async function writeServingFiles(
  clientDir: string,
  routes: RouteManifest,
): Promise<void> {
  const files = listFiles(clientDir);
  assertAssetsAreHashed(files);

  const pages = new Map<string, InlineHashes>();
  for (const page of files.filter((file) => file.endsWith(".html")).sort()) {
    pages.set(
      page,
      inlineHashes(await readFile(path.join(clientDir, page), "utf8")),
    );
  }
  const pageUrlPaths = [...pages.keys()].flatMap((page) =>
    urlPathsOf(page, () => false),
  );
  const groups = pageGroups(pageUrlPaths, routes);
  const planned = policyHashes(pages, groups);
  const rules = headerRules(pages, groups);
  const present = new Set(files);
  checkHeaderRules(
    rules,
    planned,
    files.flatMap((file) =>
      urlPathsOf(file, (relPath) => present.has(relPath)),
    ),
  );
  await writeFile(path.join(clientDir, HEADERS_FILE), formatHeadersFile(rules));
  await writeFile(
    path.join(clientDir, REDIRECTS_FILE),
    formatRedirectsFile(
      pageUrlPaths,
      folderNotFoundPages(pages).map(([folder]) => folder),
    ),
  );
  await precompress(clientDir, isDataPageFile);
  // Written last: a build that stopped before this point has no fresh
  // manifest, so scripts/ensure-build.js builds again.
  await writeFile(
    path.join(clientDir, "..", CSP_MANIFEST_FILE),
    `${JSON.stringify(Object.fromEntries(planned), null, 2)}\n`,
  );
}
