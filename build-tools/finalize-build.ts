import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

import { NOT_FOUND_PAGES, PAGE_PATHS } from "./site-paths";
import { shipDataSnapshot } from "./ship-data-snapshot";
import { removeDotfiles } from "./dotfiles";
import { inlineStylesheetsInBuild } from "./inline-stylesheets";
import { writePagesAsFiles } from "./page-files";
import { writeCrawlerFiles } from "./sitemap";
import { writeServingFiles } from "./serving-files";
import type * as ShareCards from "./share-cards";
import type { RouteManifest } from "./page-groups";

/**
 * Shapes the pre-rendered client build into a plain static site:
 * each page becomes `<path>.html` (`plus.html`), which static hosts and our
 * server serve at the page's canonical URL (`/plus`), the not-found page
 * becomes `404.html`, which they send with status 404, and the unused SPA
 * fallback page is removed. Each page carries its CSS inline, so its first
 * paint waits for no other file. Dotfiles copied from `public/` are left out.
 */
export async function finalizeBuild(
  clientDir: string,
  routes: RouteManifest,
): Promise<void> {
  // The data files this build's pages were made from, not those of a later edit.
  await shipDataSnapshot(clientDir);
  // Before any step lists the build's files.
  const dotfiles = await removeDotfiles(clientDir);
  if (dotfiles.length > 0) {
    console.warn(
      `Left out of the build (names that start with a dot are never published): ${dotfiles.join(", ")}`,
    );
  }
  // First: later steps (such as hashing inline content) must see the final HTML.
  await inlineStylesheetsInBuild(clientDir);
  for (const notFound of NOT_FOUND_PAGES) {
    const renderedDir = path.join(clientDir, notFound.path);
    await rename(
      path.join(renderedDir, "index.html"),
      path.join(clientDir, notFound.file),
    );
    // The folder and data file of its path, up to the 404.html's folder:
    // the not-found page is never served at an address of its own.
    const ownFolder = path.join(clientDir, path.dirname(notFound.file));
    let first = renderedDir;
    while (path.dirname(first) !== ownFolder) first = path.dirname(first);
    await rm(first, { recursive: true });
    await rm(`${renderedDir}.data`, { force: true });
  }
  await writePagesAsFiles(clientDir, PAGE_PATHS);
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  await writeCrawlerFiles(clientDir);
  await writeShareCards(clientDir);
  // Must stay last: it hashes and compresses the final HTML.
  await writeServingFiles(clientDir, routes);
}

/**
 * Draws each package page's link-preview card into the build. The cards are
 * made from the app's own modules, whose `~/` imports the config loader that
 * runs this file does not resolve, so they load through Vite as the build
 * scripts load them (scripts/build.js).
 */
async function writeShareCards(clientDir: string): Promise<void> {
  const started = performance.now();
  const { module: cards } = await runnerImport<typeof ShareCards>(
    "/build-tools/share-cards.ts",
    {
      configFile: false,
      root: fileURLToPath(new URL("..", import.meta.url)),
      logLevel: "error",
      resolve: { tsconfigPaths: true },
    },
  );
  const written = await cards.writeShippedPackageCards(clientDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Drew ${written.length} share cards of the package pages in ${seconds} s.`,
  );
}
