import { createHash } from "node:crypto";

import { type DefaultTreeAdapterTypes, parse } from "parse5";

import type { InlineHashes } from "../server/header-policy.js";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** A CSP hash source (without quotes) for inline code, as browsers compute it. */
export function sha256Source(code: string): string {
  return `sha256-${createHash("sha256").update(code, "utf8").digest("base64")}`;
}

function isElement(node: DefaultTreeAdapterTypes.ChildNode): node is Element {
  return "tagName" in node;
}

/** The MIME types HTML runs as JavaScript (HTML Standard, "JavaScript MIME type"). */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** Script types that are not JavaScript yet are checked against script-src. */
const OTHER_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"]);

/**
 * Whether a `<script>` is run (or, for an import map, read) by the browser,
 * as the HTML Standard's "prepare the script element" decides from its
 * `type` (else `language`) attribute. Any other type makes it a data block,
 * such as JSON-LD, which the browser never runs and CSP never checks. A type
 * with parameters (`text/javascript; charset=utf-8`) counts by its essence:
 * hashing a script that does not run only lengthens the policy.
 */
export function isExecutableScript(
  type: string | undefined,
  language?: string,
): boolean {
  if (type === undefined || type === "") {
    if (type === undefined && language !== undefined && language !== "") {
      return JAVASCRIPT_TYPES.has(`text/${language}`.toLowerCase());
    }
    return true;
  }
  const essence = (type.split(";")[0] ?? "").trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(essence) || OTHER_SCRIPT_TYPES.has(essence);
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      "value" in child && child.nodeName === "#text" ? child.value : "",
    )
    .join("");
}

/**
 * The hashes of every inline script the browser runs, inline style element
 * and style attribute of a page, each listed once in document order. Data
 * blocks (`<script type="application/ld+json">`) are left out: CSP's
 * script-src does not apply to code that never runs. Parsing the HTML as a
 * browser does makes the hashed text the text the browser checks.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();

  const visit = (parent: ParentNode): void => {
    for (const node of parent.childNodes) {
      if (!isElement(node)) continue;
      const attribute = (name: string) =>
        node.attrs.find((attr) => attr.name === name)?.value;
      if (
        node.tagName === "script" &&
        attribute("src") === undefined &&
        isExecutableScript(attribute("type"), attribute("language"))
      ) {
        scripts.add(sha256Source(textOf(node)));
      }
      if (node.tagName === "style") styles.add(sha256Source(textOf(node)));
      const style = attribute("style");
      if (style !== undefined) styleAttributes.add(sha256Source(style));
      visit(node);
      if (node.tagName === "template" && "content" in node) visit(node.content);
    }
  };
  visit(parse(html));

  return {
    scripts: [...scripts],
    styles: [...styles],
    styleAttributes: [...styleAttributes],
  };
}
