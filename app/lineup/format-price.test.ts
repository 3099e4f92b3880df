import { describe, expect, it } from "vitest";

import {
  formatCents,
  formatMonthlyPrice,
  priceCents,
  priceParts,
} from "./format-price";

describe("priceParts and formatMonthlyPrice", () => {
  it.each([
    ["34.50", "34", "50", "$34.50/mo"],
    ["0.99", "0", "99", "$0.99/mo"],
    ["9.00", "9", "00", "$9.00/mo"],
    ["129.95", "129", "95", "$129.95/mo"],
  ])("%s is %s dollars and %s cents: %s", (price, dollars, cents, text) => {
    expect(priceParts(price)).toEqual({ dollars, cents });
    expect(formatMonthlyPrice(price)).toBe(text);
  });

  it("takes the language's suffix", () => {
    expect(formatMonthlyPrice("39.99", "/mes")).toBe("$39.99/mes");
  });

  it.each(["34.5", "34", "34.505", "$34.50", ".50", "34,50", ""])(
    "rejects %j",
    (price) => {
      expect(() => priceParts(price)).toThrow(RangeError);
    },
  );
});

describe("priceCents and formatCents", () => {
  it.each([
    ["34.50", 3450, "$34.50"],
    ["0.99", 99, "$0.99"],
    ["0.05", 5, "$0.05"],
    ["9.00", 900, "$9.00"],
    ["129.95", 12995, "$129.95"],
    ["999.99", 99999, "$999.99"],
    ["1000.00", 100000, "$1,000.00"],
    ["1440.12", 144012, "$1,440.12"],
    ["1234567.89", 123456789, "$1,234,567.89"],
  ])("%s is %i cents and reads %s", (price, cents, text) => {
    expect(priceCents(price)).toBe(cents);
    expect(formatCents(cents)).toBe(text);
  });

  it("adds prices without floating-point drift", () => {
    const total = ["0.10", "0.20", "84.99", "14.99"].reduce(
      (sum, price) => sum + priceCents(price),
      0,
    );
    expect(formatCents(total)).toBe("$100.28");
  });

  it.each([-1, 1.5, Number.NaN])("rejects %d cents", (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });

  it("rejects a malformed price", () => {
    expect(() => priceCents("34.5")).toThrow(RangeError);
  });
});
