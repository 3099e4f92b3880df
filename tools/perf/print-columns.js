// @ts-check
// The tools' tables: a header and rows of text, each column as wide as its widest cell.

/** @param {string[]} header @param {string[][]} rows */
export function printColumns(header, rows) {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "),
    );
  }
}
