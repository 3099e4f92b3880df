import { ALL_ROUTES, expect, isScriptFree, test } from "./support/fixtures";
import { type Locale, WORDS, localeOf } from "./support/words";

/**
 * Words only one language's shared catalogue holds. The language link's own
 * label ("Español" on an English page) is left out: it is the other
 * language's word by design.
 */
const markers = (locale: Locale) => {
  const { skipLink, menu, footer } = WORDS[locale];
  return [skipLink, menu.close, footer.licensed];
};

/** The scripts a page loads as it starts: the module preloads of its HTML. */
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;

for (const { path } of ALL_ROUTES) {
  const [own, other] =
    localeOf(path) === "es" ? (["es", "en"] as const) : (["en", "es"] as const);

  test(`${path} loads its own language's words and never the other's`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(PRELOAD)].map(([, src]) => src);
    // A page without scripts carries its words in its HTML alone.
    if (isScriptFree(path)) {
      expect(scripts, path).toEqual([]);
      return;
    }
    expect(scripts.length, path).toBeGreaterThan(3);
    const code = (
      await Promise.all(
        scripts.map(async (src) => (await request.get(src ?? "")).text()),
      )
    ).join("\n");
    for (const words of markers(own)) expect(code, path).toContain(words);
    for (const words of markers(other)) expect(code, path).not.toContain(words);
  });
}
