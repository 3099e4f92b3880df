import type { FinderMessages } from "~/messages/en/finder";

/** Largest monthly bill the finder compares; anything above is taken as a typing slip. */
export const MAX_BILL_CENTS = 10_000_00;

/** Why a typed bill cannot be read; the catalogue words each one. */
export type BillProblem = keyof FinderMessages["bill"]["invalid"];

export type BillReading =
  | { kind: "empty" }
  | { kind: "bill"; cents: number }
  | { kind: "invalid"; problem: BillProblem };

// Dollars, optionally with thousands commas, and at most two cents digits: "120", "$1,440.5", "99.99".
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Reads what the visitor typed as a monthly bill, in whole cents, without floating point. */
export function readBill(typed: string): BillReading {
  const text = typed.trim();
  if (text === "") return { kind: "empty" };
  const match = AMOUNT.exec(text);
  if (!match) {
    return { kind: "invalid", problem: "format" };
  }
  const dollars = Number((match[1] ?? "").replace(/,/g, ""));
  const cents = dollars * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_BILL_CENTS) {
    return { kind: "invalid", problem: "tooHigh" };
  }
  if (cents === 0) {
    return { kind: "invalid", problem: "zero" };
  }
  return { kind: "bill", cents };
}
