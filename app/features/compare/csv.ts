/**
 * CSV as RFC 4180 writes it: fields holding a comma, a double quote or a
 * line break are quoted, quotes inside are doubled, records end with CRLF.
 * A field a spreadsheet would run as a formula is written as text, as
 * OWASP's CSV-injection guidance says: a single quote before it, quoted.
 */

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";

/** What starts a formula in a spreadsheet: `=`, `+`, `-`, `@`, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it needs to be; a would-be formula as text. */
export function csvField(value: string): string {
  if (FORMULA_START.test(value)) {
    return `"'${value.replace(/"/g, '""')}"`;
  }
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as CSV text, each ending with CRLF. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records
    .map((record) => `${record.map(csvField).join(",")}\r\n`)
    .join("");
}
