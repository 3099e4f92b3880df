import { describe, expect, it } from "vitest";

import { finder as enFinder } from "~/messages/en/finder";
import { finderAnswer as en } from "~/messages/en/finder-answer";
import { finder as esFinder } from "~/messages/es/finder";
import { finderAnswer as es } from "~/messages/es/finder-answer";

import { readBill } from "./bill-saving";
import { savingLine } from "./finder-wording";

describe("readBill", () => {
  it.each([
    ["120", 12000],
    ["120.5", 12050],
    ["120.50", 12050],
    ["$205.00", 20500],
    ["$ 99.99", 9999],
    ["1,440.12", 144012],
    [" 0.07 ", 7],
    ["10000", 1000000],
  ])("reads %j as %i cents", (typed, cents) => {
    expect(readBill(typed)).toEqual({ kind: "bill", cents });
  });

  it.each(["", "   "])("reads %j as no bill", (typed) => {
    expect(readBill(typed)).toEqual({ kind: "empty" });
  });

  it.each([
    ["abc", "format"],
    ["12a", "format"],
    ["-50", "format"],
    ["1e3", "format"],
    ["12.345", "format"],
    ["1,44.00", "format"],
    ["120,50", "format"],
    ["NaN", "format"],
    ["Infinity", "format"],
    ["0", "zero"],
    ["0.00", "zero"],
    ["10000.01", "tooHigh"],
    ["99999999999999999999", "tooHigh"],
  ] as const)("rejects %j: %s", (typed, problem) => {
    expect(readBill(typed)).toEqual({ kind: "invalid", problem });
  });

  it("words a problem in the page's language", () => {
    expect(enFinder.bill.invalid.format).toBe(
      "Enter your bill in dollars, like 120 or 120.50.",
    );
    expect(esFinder.bill.invalid.format).toBe(
      "Escribe tu factura en dólares, como 120 o 120.50.",
    );
  });
});

describe("savingLine", () => {
  it.each([
    // Exact in cents: 205.00 − 84.99 = 120.01 a month, ×12 = 1,440.12.
    [
      20500,
      8499,
      "Compared with your bill of $205.00, the cheapest option is $120.01 less a month, $1,440.12 a year.",
    ],
    [
      3999 + 1,
      3999,
      "Compared with your bill of $40.00, the cheapest option is $0.01 less a month, $0.12 a year.",
    ],
    // 0.1 + 0.2 style sums stay exact: 100.30 − 39.99 = 60.31.
    [
      10030,
      3999,
      "Compared with your bill of $100.30, the cheapest option is $60.31 less a month, $723.72 a year.",
    ],
    [
      3000,
      3999,
      "Compared with your bill of $30.00, the cheapest option is $9.99 more a month, $119.88 a year: your bill is lower.",
    ],
    [
      3999,
      3999,
      "Compared with your bill of $39.99, the cheapest option is the same price.",
    ],
  ])("bill %i against %i: %j", (bill, price, line) => {
    expect(savingLine(en.saving, bill, price)).toBe(line);
  });

  it.each([
    [
      20500,
      8499,
      "Si hoy pagas $205.00, con la opción más económica ahorras $120.01 al mes y $1,440.12 al año.",
    ],
    [
      10030,
      3999,
      "Si hoy pagas $100.30, con la opción más económica ahorras $60.31 al mes y $723.72 al año.",
    ],
    [
      3000,
      3999,
      "Si hoy pagas $30.00, la opción más económica te cuesta $9.99 más al mes y $119.88 más al año: lo que pagas hoy te sale más barato.",
    ],
    [
      3999,
      3999,
      "Si hoy pagas $39.99, la opción más económica te cuesta lo mismo.",
    ],
  ])("in Spanish, bill %i against %i: %j", (bill, price, line) => {
    expect(savingLine(es.saving, bill, price)).toBe(line);
  });
});
