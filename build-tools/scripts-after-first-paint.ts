import { attributesOf, rewritePages } from "./page-html";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const BOOTSTRAP =
  /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const SIDE_EFFECT_IMPORT = /^import\s+("[^"]+");$/gm;
const NAMESPACE_IMPORT =
  /^import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"]+");$/gm;
const STATIC_IMPORT = /^\s*import\s*[^\s(]/m;
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

/**
 * Starts a page's scripts after its first paint. The framework puts module
 * preloads for every script in `<head>` and a module script whose static
 * imports the browser fetches at once, ahead of the paint; on a slow link
 * they share the bandwidth with the HTML and CSS the paint needs. Here the
 * preloads move into the module script, which waits for the first frame,
 * adds them back (same attributes) and then imports what it imported before.
 * Throws when a page's scripts are not in the shape this expects.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
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
      const addPreloads = `for (const attributes of ${JSON.stringify(preloads).replaceAll("<", "\\u003c")}) { const link = document.createElement("link"); for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value); document.head.append(link); ${NEXT_TASK} }`;
      return `${open}\n${AFTER_FIRST_PAINT}\n${addPreloads}\n${imports}${close}`;
    });
}

/** Applies {@link loadScriptsAfterFirstPaint} to every HTML file of the client build. */
export async function loadScriptsAfterFirstPaintInBuild(
  clientDir: string,
): Promise<void> {
  await rewritePages(clientDir, loadScriptsAfterFirstPaint);
}
