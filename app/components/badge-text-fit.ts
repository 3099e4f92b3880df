/**
 * Sizes one line of badge text so it fits its box in any system font. The
 * width is estimated from typical sans-serif advance widths (in em); the SVG
 * then pins the text to that length with `textLength`, so a wider or narrower
 * local font can neither overflow the badge nor leave it lopsided.
 */

const NARROW = new Set("fijlrtI.,:;'!| ");
const WIDE = new Set("mwMW");

function advance(char: string, bold: boolean): number {
  if (char === " ") return 0.28;
  if (NARROW.has(char)) return 0.3;
  if (WIDE.has(char)) return 0.88;
  if (char !== char.toLowerCase()) return bold ? 0.72 : 0.67;
  return bold ? 0.6 : 0.54;
}

/** Estimated width of `text` in em. */
export function estimateEm(text: string, bold = false): number {
  return [...text].reduce((sum, char) => sum + advance(char, bold), 0);
}

export interface FittedText {
  fontSize: number;
  textLength: number;
}

/** The largest font size up to `maxFontSize` at which `text` fits `maxWidth`, and its length. */
export function fitText(
  text: string,
  maxWidth: number,
  maxFontSize: number,
  bold = false,
): FittedText {
  const em = estimateEm(text, bold);
  if (em === 0) return { fontSize: maxFontSize, textLength: 0 };
  const fontSize = Math.min(maxFontSize, maxWidth / em);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    fontSize: round(fontSize),
    textLength: round(Math.min(maxWidth, em * fontSize)),
  };
}
