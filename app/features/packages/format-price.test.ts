import { describe, expect, it } from "vitest";

import { formatMonthlyPrice, priceParts } from "./format-price";

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

  it.each(["34.5", "34", "34.505", "$34.50", ".50", "34,50", ""])(
    "rejects %j",
    (price) => {
      expect(() => priceParts(price)).toThrow(RangeError);
    },
  );
});
