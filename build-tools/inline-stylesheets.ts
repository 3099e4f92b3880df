import { readFileSync } from "node:fs";
import path from "node:path";

import { attributesOf, rewritePages } from "./page-html";

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
/** The bundler's own stylesheets: the only ones whose text is ours to copy. */
const BUILD_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;
const TAG_END = /\s*\/?>$/;
/** Ends the `<style>` element early; CSS never needs it outside a string. */
const STYLE_END = /<\/style/i;
/** Only valid at the top of a stylesheet, so not in a joined one. */
const IMPORT_RULE = /@import\b/i;
/** A relative `url()` would resolve against the page instead of `/assets/`. */
const RELATIVE_URL = /url\(\s*(?!["']?(?:[a-z][\w+.-]*:|\/|#))/i;

function checkedStylesheet(href: string, css: string): string {
  const problem = STYLE_END.test(css)
    ? 'contains "</style"'
    : IMPORT_RULE.test(css)
      ? "uses @import"
      : RELATIVE_URL.test(css)
        ? "has a relative url()"
        : undefined;
  if (problem) throw new Error(`${href} ${problem}, so it cannot be inlined.`);
  return css;
}

/**
 * Puts a page's stylesheets into its HTML, so the first paint waits for no
 * other request. Their text goes, joined in document order, into one
 * `<style>` where the first stylesheet link was. The links stay, marked
 * `disabled` (the browser neither fetches nor applies them): React hydrates
 * `<head>` against the links it renders, and client-side navigation manages
 * them as usual. `readStylesheet` returns the text of a build stylesheet by
 * its URL path. Throws when a link or stylesheet is not one this can inline.
 */
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
): string {
  const links = html.match(STYLESHEET_LINK) ?? [];
  if (links.length === 0) return html;
  const headEnd = html.indexOf("</head>");
  const css = links.map((tag) => {
    const attributes = attributesOf(tag);
    const href = attributes.href ?? "";
    if (
      !BUILD_STYLESHEET.test(href) ||
      "media" in attributes ||
      "disabled" in attributes ||
      html.indexOf(tag) > headEnd
    ) {
      throw new Error(
        `Cannot inline ${tag}: expected a build stylesheet for every medium, in <head>.`,
      );
    }
    return checkedStylesheet(href, readStylesheet(href));
  });
  let styleWritten = false;
  return html.replace(STYLESHEET_LINK, (tag) => {
    const disabled = tag.replace(TAG_END, ' disabled=""/>');
    if (styleWritten) return disabled;
    styleWritten = true;
    return `<style>${css.join("\n")}</style>${disabled}`;
  });
}

/** Applies {@link inlineStylesheets} to every HTML file of the client build. */
export async function inlineStylesheetsInBuild(
  clientDir: string,
): Promise<void> {
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(clientDir, href), "utf8");
      stylesheets.set(href, css);
    }
    return css;
  };
  await rewritePages(clientDir, (html) =>
    inlineStylesheets(html, readStylesheet),
  );
}
