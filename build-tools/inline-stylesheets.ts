import { HASHED_ASSETS_PREFIX } from "../server/header-policy.js";
import { attributesOf, readBuildAssets, rewritePages } from "./page-html";

const STYLESHEET_LINK = /<link\b[^>]*\srel="stylesheet"[^>]*>/g;
/** The bundler's own stylesheets: the only ones whose text is ours to copy. */
const BUILD_STYLESHEET = new RegExp(`^${HASHED_ASSETS_PREFIX}[\\w.-]+\\.css$`);
const TAG_END = /\s*\/?>$/;
/** Ends the `<style>` element early; CSS never needs it outside a string. */
const STYLE_END = /<\/style/i;
/** Only valid at the top of a stylesheet, so not in a joined one. */
const LEADING_RULE = /@(?:import|namespace)\b/i;
/** A relative `url()` would resolve against the page instead of `/assets/`. */
const RELATIVE_URL = /url\(\s*(?!["']?(?:[a-z][\w+.-]*:|\/|#))/i;

function checkedStylesheet(href: string, css: string): string {
  const problem = STYLE_END.test(css)
    ? 'contains "</style"'
    : LEADING_RULE.test(css)
      ? "uses @import or @namespace"
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
 * `<head>` against the links it renders, and the site turns them on once the
 * visitor heads to another page (app/lib/use-linked-stylesheets.ts).
 * `stylesheets` maps each build stylesheet's URL path to its text. Throws
 * when a link or stylesheet is not one this can inline.
 */
export function inlineStylesheets(
  html: string,
  stylesheets: ReadonlyMap<string, string>,
): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const headEnd = html.indexOf("</head>");
  const css = links.map(({ 0: tag, index }) => {
    const attributes = attributesOf(tag);
    const href = attributes.href ?? "";
    if (
      !BUILD_STYLESHEET.test(href) ||
      "media" in attributes ||
      "disabled" in attributes ||
      headEnd === -1 ||
      index > headEnd
    ) {
      throw new Error(
        `Cannot inline ${tag}: expected a build stylesheet for every medium, in <head>.`,
      );
    }
    const text = stylesheets.get(href);
    if (text === undefined) throw new Error(`${href} is not in the build.`);
    return checkedStylesheet(href, text);
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
  const stylesheets = await readBuildAssets(clientDir, ".css");
  await rewritePages(clientDir, (html) => inlineStylesheets(html, stylesheets));
}
