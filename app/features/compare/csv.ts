/**
 * CSV as RFC 4180 writes it: fields holding a comma, a double quote or a
 * line break are quoted, quotes inside are doubled, records end with CRLF.
 */

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";

/** One field, quoted when it needs to be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as CSV text, each ending with CRLF. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records
    .map((record) => `${record.map(csvField).join(",")}\r\n`)
    .join("");
}
