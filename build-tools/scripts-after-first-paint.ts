import { parseAst } from "vite";

import { attributesOf, readBuildAssets, rewritePages } from "./page-html";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const BOOTSTRAP =
  /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const SIDE_EFFECT_IMPORT = /^import\s+("[^"]+");$/gm;
const NAMESPACE_IMPORT =
  /^import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"]+");$/gm;
const STATIC_IMPORT = /^\s*import\s*[^\s(]/m;
/** The framework's entry: the last import, not awaited, as it starts hydration. */
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;
/** Longest the scripts wait for a paint the browser never reports. */
const PAINT_WAIT_LIMIT_MS = 3000;

// Waits until the browser reports the first contentful paint (its time as
// shown on screen, which can trail the frame by far on a busy device). A
// hidden tab paints nothing, so it goes on at once; a browser without paint
// timing goes on after a short while.
const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  const painted = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes.includes("paint") || painted(performance.getEntriesByType("paint"))) return setTimeout(resolve);
  setTimeout(resolve, ${PAINT_WAIT_LIMIT_MS});
  new PerformanceObserver((list, observer) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    setTimeout(resolve);
  }).observe({ type: "paint" });
});`;

/** Lets the browser run whatever else waits (input, parsing) before going on. */
const NEXT_TASK = "await new Promise((resolve) => setTimeout(resolve));";

/** The files a module imports, as root-relative URLs like its own. */
export type ImportsOf = (href: string) => readonly string[];

/**
 * The files in an order where each comes after every file it imports, so
 * that importing them one at a time evaluates one file per import.
 */
export function evaluationOrder(
  hrefs: readonly string[],
  importsOf: ImportsOf,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    importsOf(href).forEach(visit);
    order.push(href);
  };
  hrefs.forEach(visit);
  return order;
}

/**
 * Starts a page's scripts after its first paint. The framework puts module
 * preloads for every script in `<head>` and a module script whose static
 * imports the browser fetches at once, ahead of the paint; on a slow link
 * they share the bandwidth with the HTML and CSS the paint needs. Here the
 * preloads move into the module script, which waits for the first frame,
 * adds them back (same attributes) and then imports what it imported before.
 * Evaluating a file compiles and runs it, tens of milliseconds on a phone for
 * the framework's, so it first imports each preloaded file but the entry in
 * a task of its own, each after the files it imports (`importsOf`); else the
 * first import would evaluate them all in one long task.
 * Throws when a page's scripts are not in the shape this expects.
 */
export function loadScriptsAfterFirstPaint(
  html: string,
  importsOf: ImportsOf = () => [],
): string {
  const preloads = (html.match(MODULE_PRELOAD) ?? []).map(attributesOf);
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0 && preloads.length === 0) return html;
  if (bootstraps.length !== 1) {
    throw new Error(
      `Expected one module script in the page, found ${bootstraps.length}.`,
    );
  }
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOTSTRAP, (_, open: string, body: string, close: string) => {
      const imports = body
        .replace(SIDE_EFFECT_IMPORT, "await import($1);")
        .replace(NAMESPACE_IMPORT, "const $1 = await import($2);");
      if (STATIC_IMPORT.test(imports)) {
        throw new Error(`Unexpected static import left in:\n${body}`);
      }
      // Starting a fetch costs the main thread about a millisecond on a
      // phone, so each preload gets a task of its own: a dozen at once
      // would block the page for as long as a long task.
      const addPreloads = `for (const attributes of ${scriptJson(preloads)}) { const link = document.createElement("link"); for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value); document.head.append(link); ${NEXT_TASK} }`;
      const entry = ENTRY_IMPORT.exec(imports)?.[1];
      if (entry === undefined) {
        throw new Error(`No entry import found in:\n${body}`);
      }
      const entryHref: unknown = JSON.parse(entry);
      const files = evaluationOrder(
        preloads.flatMap(({ href }) =>
          href && href !== entryHref ? [href] : [],
        ),
        importsOf,
      );
      const evaluate = `for (const file of ${scriptJson(files)}) { await import(file); ${NEXT_TASK} }`;
      return `${open}\n${AFTER_FIRST_PAINT}\n${addPreloads}\n${evaluate}\n${imports}${close}`;
    });
}

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll("<", "\\u003c");

/** The files a built module imports statically, read with the bundler's own parser. */
export function staticImportsOf(code: string, href: string): string[] {
  return parseAst(code).body.flatMap((node) =>
    (node.type === "ImportDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      node.type === "ExportNamedDeclaration") &&
    typeof node.source?.value === "string"
      ? [
          new URL(node.source.value, new URL(href, "https://site.invalid"))
            .pathname,
        ]
      : [],
  );
}

/** Applies {@link loadScriptsAfterFirstPaint} to every HTML file of the client build. */
export async function loadScriptsAfterFirstPaintInBuild(
  clientDir: string,
): Promise<void> {
  const imports = new Map<string, readonly string[]>();
  for (const [href, code] of await readBuildAssets(clientDir, ".js")) {
    imports.set(href, staticImportsOf(code, href));
  }
  await rewritePages(clientDir, (html) =>
    loadScriptsAfterFirstPaint(html, (href) => {
      const found = imports.get(href);
      if (!found)
        throw new Error(`A page preloads ${href}, which the build lacks.`);
      return found;
    }),
  );
}
