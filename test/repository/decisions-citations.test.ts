import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Comments cite the product rules by their section in docs/decisions.md,
// `docs/decisions.md, "Data files"`; each such section must exist there, and
// no comment may cite a document the repository lacks.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = [
  "app",
  "build-tools",
  "server",
  "scripts",
  "tools",
  "e2e",
  "engines",
  "test",
];
const SOURCE = /\.(ts|tsx|js|css)$/;
/** `docs/decisions.md, "Section"` or `docs/decisions.md ("Section")`, with anything short between. */
const CITATION = /docs\/decisions\.md[^"\n]{0,20}"([^"\n]+)"/g;
/** Documents that are not in the repository. */
const FOREIGN = /\b(SPEC|DECISIONS)(\.md|\s*§)/;

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const entry of await readdir(path.join(ROOT, dir), {
      recursive: true,
    })) {
      if (SOURCE.test(entry) && !entry.includes("node_modules")) {
        files.push(path.join(dir, entry));
      }
    }
  }
  return [...files, "vite.config.ts", "react-router.config.ts"];
}

describe("citations of docs/decisions.md", () => {
  it("each names a section the file has, and none names another document", async () => {
    const decisions = await readFile(
      path.join(ROOT, "docs/decisions.md"),
      "utf8",
    );
    const sections = new Set(
      [...decisions.matchAll(/^## (.+)$/gm)].map(([, title]) => title?.trim()),
    );
    const cited: string[] = [];
    const problems: string[] = [];
    for (const file of await sourceFiles()) {
      const text = await readFile(path.join(ROOT, file), "utf8");
      if (file === "test/repository/decisions-citations.test.ts") continue;
      for (const [, section = ""] of text.matchAll(CITATION)) {
        cited.push(section);
        if (!sections.has(section))
          problems.push(
            `${file} cites "${section}", which docs/decisions.md lacks`,
          );
      }
      if (FOREIGN.test(text))
        problems.push(`${file} cites a document the repository lacks`);
    }
    expect(cited.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
