import { readdir, rename, rmdir } from "node:fs/promises";
import path from "node:path";

import { pageFileOf } from "../server/site-files.js";

/**
 * Moves each pre-rendered page from the folder the framework writes
 * (`plus/channels/index.html`) to the file static hosts serve at the page's
 * canonical URL (`plus/channels.html` at `/plus/channels`, no redirect). The
 * home page stays `index.html`. Folders left empty are removed; a folder that
 * still holds other pages or files (`plus/`) stays.
 */
export async function writePagesAsFiles(
  clientDir: string,
  urlPaths: readonly string[],
): Promise<void> {
  for (const urlPath of urlPaths) {
    if (urlPath === "/") continue;
    const folder = path.join(clientDir, urlPath);
    await rename(
      path.join(folder, "index.html"),
      path.join(clientDir, pageFileOf(urlPath)),
    );
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
}
