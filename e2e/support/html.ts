// Reading the tags of pre-rendered pages in the browser tests.

import { type DefaultTreeAdapterTypes, parse } from "parse5";

const ATTRIBUTE = /\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g;

/** Text or an attribute value as React escapes it, read back. */
export function unescapeHtml(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * The attributes of one start tag as rendered by React (double-quoted values,
 * `name=""` for booleans), unescaped. Attribute names map to their values.
 */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = "", value = ""] of tag
    .replace(/^<[a-zA-Z][\w-]*/, "")
    .matchAll(ATTRIBUTE)) {
    attributes[name] = unescapeHtml(value);
  }
  return attributes;
}

/** A link as a visitor finds it on a page. */
export interface FoundLink {
  href: string;
  target: string | null;
  rel: string | null;
  text: string;
}

/**
 * Every `<a href>` of a page's HTML, its address resolved against the
 * page's: what a browser shows of a page that runs no script on its links.
 */
export function linksIn(html: string, pageUrl: string): FoundLink[] {
  const links: FoundLink[] = [];
  const textOf = (node: DefaultTreeAdapterTypes.ChildNode): string =>
    "value" in node
      ? node.value
      : "childNodes" in node
        ? node.childNodes.map(textOf).join("")
        : "";
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attribute = (name: string) =>
        child.attrs.find((attr) => attr.name === name)?.value ?? null;
      const href = attribute("href");
      if (child.tagName === "a" && href !== null) {
        links.push({
          href: new URL(href, pageUrl).href,
          target: attribute("target"),
          rel: attribute("rel"),
          text: textOf(child).trim(),
        });
      }
      visit(child);
    }
  };
  visit(parse(html));
  return links;
}
