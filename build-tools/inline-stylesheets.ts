import { createRequire } from "node:module";

import { type DefaultTreeAdapterTypes, parse } from "parse5";

import { HASHED_ASSETS_PREFIX } from "../server/header-policy.js";
import { readBuildAssets, rewritePages } from "./page-html";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * The React Router versions whose `<Links/>` this step was written against:
 * each route's stylesheets as `<link rel="stylesheet" href>` in `<head>`,
 * which the browser bundle hydrates against.
 */
export const WRITTEN_FOR_REACT_ROUTER = "7.18.";

/** The bundler's own stylesheets: the only ones whose text is ours to copy. */
const BUILD_STYLESHEET = new RegExp(`^${HASHED_ASSETS_PREFIX}[\\w.-]+\\.css$`);
/** Ends the `<style>` element early; CSS never needs it outside a string. */
const STYLE_END = /<\/style/i;
/** Only valid at the top of a stylesheet, so not in a joined one. */
const LEADING_RULE = /@(?:import|namespace)\b/i;
/** A relative `url()` would resolve against the page instead of `/assets/`. */
const RELATIVE_URL = /url\(\s*(?!["']?(?:[a-z][\w+.-]*:|\/|#))/i;

/** Stops the build, in one sentence, under a React Router this step was not written for. */
export function checkReactRouterVersion(version: string): void {
  if (!version.startsWith(WRITTEN_FOR_REACT_ROUTER)) {
    throw new Error(
      `build-tools/inline-stylesheets.ts was written for React Router ${WRITTEN_FOR_REACT_ROUTER}x, not ${version}: check how its <Links/> renders stylesheets, then update WRITTEN_FOR_REACT_ROUTER.`,
    );
  }
}

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
 * The URL path of a build stylesheet's link, or undefined for any other link.
 * `<Links/>` ends the URL with an empty fragment ("x.css#") where a file
 * loaded later imports the stylesheet too; it names the same file.
 */
function stylesheetPath(href: string): string | undefined {
  const base = "https://build.invalid";
  const url = URL.parse(href, base);
  if (url === null || url.origin !== base || url.search !== "")
    return undefined;
  const fragment = href.indexOf("#");
  if (fragment !== -1 && fragment !== href.length - 1) return undefined;
  return BUILD_STYLESHEET.test(url.pathname) ? url.pathname : undefined;
}

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element =>
  "tagName" in node;

/** Every `<link rel="stylesheet">` of the document, with whether it sits in `<head>`. */
function stylesheetLinks(document: ParentNode) {
  const links: { element: Element; inHead: boolean }[] = [];
  const visit = (parent: ParentNode, inHead: boolean) => {
    for (const node of parent.childNodes) {
      if (!isElement(node)) continue;
      const rel = node.attrs.find((attr) => attr.name === "rel")?.value ?? "";
      if (node.tagName === "link" && rel.split(/\s+/).includes("stylesheet")) {
        links.push({ element: node, inHead });
      }
      visit(node, inHead || node.tagName === "head");
    }
  };
  visit(document, false);
  return links;
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** A link element's start tag again, with `disabled` added, as React writes tags. */
function disabledTag(element: Element): string {
  const attributes = element.attrs.map(
    ({ name, value }) => `${name}="${escapeAttribute(value)}"`,
  );
  return `<link ${[...attributes, 'disabled=""'].join(" ")}/>`;
}

/**
 * Puts a page's stylesheets into its HTML, so the first paint waits for no
 * other request. Their text goes, joined in document order, into one
 * `<style>` where the first stylesheet link was. The links stay, marked
 * `disabled` (the browser neither fetches nor applies them): React hydrates
 * `<head>` against the links it renders, and the site turns them on once the
 * visitor heads to another page (app/lib/use-linked-stylesheets.ts).
 * `stylesheets` maps each build stylesheet's URL path to its text. The page
 * is read with an HTML parser, and only the links' own text is replaced.
 * Throws when a link or stylesheet is not one this can inline.
 */
export function inlineStylesheets(
  html: string,
  stylesheets: ReadonlyMap<string, string>,
): string {
  const links = stylesheetLinks(parse(html, { sourceCodeLocationInfo: true }));
  if (links.length === 0) return html;
  const css = links.map(({ element, inHead }) => {
    const attribute = (name: string) =>
      element.attrs.find((attr) => attr.name === name)?.value;
    const href = attribute("href") ?? "";
    const path = stylesheetPath(href);
    const location = element.sourceCodeLocation;
    if (
      path === undefined ||
      attribute("media") !== undefined ||
      attribute("disabled") !== undefined ||
      !inHead ||
      !location
    ) {
      const tag = location
        ? html.slice(location.startOffset, location.endOffset)
        : `<link href="${href}">`;
      throw new Error(
        `Cannot inline ${tag}: expected a build stylesheet for every medium, in <head>.`,
      );
    }
    const text = stylesheets.get(path);
    if (text === undefined) throw new Error(`${href} is not in the build.`);
    return checkedStylesheet(href, text);
  });
  let result = "";
  let copied = 0;
  links.forEach(({ element }, index) => {
    // Checked above: every link has its place in the source.
    const { startOffset, endOffset } = element.sourceCodeLocation ?? {
      startOffset: copied,
      endOffset: copied,
    };
    result += html.slice(copied, startOffset);
    if (index === 0) result += `<style>${css.join("\n")}</style>`;
    result += disabledTag(element);
    copied = endOffset;
  });
  return result + html.slice(copied);
}

/** Applies {@link inlineStylesheets} to every HTML file of the client build. */
export async function inlineStylesheetsInBuild(
  clientDir: string,
): Promise<void> {
  const manifest: unknown = createRequire(import.meta.url)(
    "react-router/package.json",
  );
  const version =
    typeof manifest === "object" && manifest !== null && "version" in manifest
      ? String(manifest.version)
      : "unknown";
  checkReactRouterVersion(version);
  const stylesheets = await readBuildAssets(clientDir, ".css");
  await rewritePages(clientDir, (html) => inlineStylesheets(html, stylesheets));
}
