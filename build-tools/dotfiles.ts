import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Takes out of the client build every file and folder whose name starts with
 * a dot. Vite copies `public/` as it is, dotfiles too: a temporary file left
 * there by an interrupted lineup edit, or its lock, must never be published,
 * and static hosts would serve them. Returns what it took out, relative to
 * `clientDir` with `/` separators.
 */
export async function removeDotfiles(clientDir: string): Promise<string[]> {
  const removed: string[] = [];
  async function visit(dir: string, prefix: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const relPath = `${prefix}${entry.name}`;
      if (entry.name.startsWith(".")) {
        await rm(path.join(dir, entry.name), { recursive: true, force: true });
        removed.push(relPath);
      } else if (entry.isDirectory()) {
        await visit(path.join(dir, entry.name), `${relPath}/`);
      }
    }
  }
  await visit(clientDir, "");
  return removed.sort();
}
