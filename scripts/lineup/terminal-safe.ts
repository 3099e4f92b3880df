/**
 * Control, formatting and separator characters other than the line breaks
 * and tabs of the editor's own layout (a carriage return only before a line
 * feed, as CSV ends its lines).
 */
const UNSAFE = /(?![\n\t]|\r\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * Text the terminal shows as it is: each character that could move the
 * cursor, recolour, retitle or reorder what follows (an escape sequence, a
 * bidi override) is written as a `\u` escape instead.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return code > 0xffff
      ? `\\u{${code.toString(16)}}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
