import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { HASHED_ASSETS_PREFIX } from "../server/header-policy.js";

/**
 * Rewrites every HTML file of the client build with `rewrite`. An error
 * names the file it came from.
 */
export async function rewritePages(
  clientDir: string,
  rewrite: (html: string) => string,
): Promise<void> {
  const files = await readdir(clientDir, { recursive: true });
  for (const file of files.filter((name) => name.endsWith(".html")).sort()) {
    const target = path.join(clientDir, file);
    try {
      const html = await readFile(target, "utf8");
      await writeFile(target, rewrite(html));
    } catch (error) {
      throw new Error(`${file}: ${String(error)}`, { cause: error });
    }
  }
}

/**
 * The text of every file of the build's hashed assets whose name ends with
 * `extension` (".css"), by its URL path ("/assets/site-1a2b.css").
 */
export async function readBuildAssets(
  clientDir: string,
  extension: string,
): Promise<Map<string, string>> {
  const assetsDir = path.join(clientDir, HASHED_ASSETS_PREFIX);
  const assets = new Map<string, string>();
  for (const file of await readdir(assetsDir)) {
    if (!file.endsWith(extension)) continue;
    assets.set(
      `${HASHED_ASSETS_PREFIX}${file}`,
      await readFile(path.join(assetsDir, file), "utf8"),
    );
  }
  return assets;
}
