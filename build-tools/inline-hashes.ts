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

function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      "value" in child && child.nodeName === "#text" ? child.value : "",
    )
    .join("");
}

/**
 * The hashes of every inline script, inline style element and style attribute
 * of a page, each listed once in document order. Parsing the HTML as a browser
 * does makes the hashed text the text the browser checks.
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
      if (node.tagName === "script" && attribute("src") === undefined) {
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
