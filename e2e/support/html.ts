// Reading the tags of pre-rendered pages in the browser tests.

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
