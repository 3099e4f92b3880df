import { describe, expect, it } from "vitest";

import { formatMoney, readBill, savingLine } from "./bill-saving";

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
    "abc",
    "12a",
    "-50",
    "1e3",
    "12.345",
    "1,44.00",
    "NaN",
    "Infinity",
    "0",
    "0.00",
    "10000.01",
    "99999999999999999999",
  ])("rejects %j with a message", (typed) => {
    const reading = readBill(typed);
    expect(reading.kind).toBe("invalid");
    if (reading.kind === "invalid") expect(reading.message).toMatch(/\w/);
  });
});

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [7, "$0.07"],
    [12001, "$120.01"],
    [144012, "$1,440.12"],
    [123456789, "$1,234,567.89"],
  ])("writes %i cents as %j", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe("savingLine", () => {
  it.each([
    // Exact in cents: 205.00 − 84.99 = 120.01 a month, ×12 = 1,440.12.
    [20500, 8499, "$120.01 less a month, $1,440.12 a year."],
    [3999 + 1, 3999, "$0.01 less a month, $0.12 a year."],
    // 0.1 + 0.2 style sums stay exact: 100.30 − 39.99 = 60.31.
    [10030, 3999, "$60.31 less a month, $723.72 a year."],
    [3000, 3999, "$9.99 more a month, $119.88 a year: your bill is lower."],
    [3999, 3999, "the same price."],
  ])("bill %i against %i: %j", (bill, price, line) => {
    expect(savingLine(bill, price)).toBe(line);
  });
});
