// Relative: the build's config loads this file without the app's "~" alias.
import { codePointLabel } from "../data/code-point-label";

/**
 * A character outside XML 1.0's `Char`: the C0 controls but tab, line feed
 * and carriage return, unpaired surrogates, U+FFFE and U+FFFF. No escape
 * carries one: a file holding it is not XML at all.
 */
const FORBIDDEN_IN_XML =
  /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * `text` escaped for XML character data and attribute values. Text holding a
 * character XML forbids is refused, naming `where` it comes from, rather than
 * written into a file no reader can parse.
 */
export function xmlText(text: string, where: string): string {
  const forbidden = FORBIDDEN_IN_XML.exec(text);
  if (forbidden) {
    throw new Error(
      `${where} holds ${codePointLabel(forbidden[0])}, a character XML 1.0 forbids: it cannot be written into an XML file.`,
    );
  }
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
