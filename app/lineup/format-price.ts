/** A price: whole dollars, a point and exactly two cents digits, e.g. "34.50". */
export const PRICE_PATTERN = /^\d+\.\d{2}$/;

export interface PriceParts {
  dollars: string;
  cents: string;
}

/** Splits a price such as "34.50" into "34" and "50". */
export function priceParts(price: string): PriceParts {
  if (!PRICE_PATTERN.test(price)) {
    throw new RangeError(`Not a price: ${JSON.stringify(price)}`);
  }
  const [dollars = "", cents = ""] = price.split(".");
  return { dollars, cents };
}

/**
 * A monthly price as text: "34.50" reads "$34.50/mo", or "$34.50/mes" with
 * the Spanish `perMonth` (each catalogue's `common.perMonth`).
 */
export function formatMonthlyPrice(price: string, perMonth = "/mo"): string {
  const { dollars, cents } = priceParts(price);
  return `$${dollars}.${cents}${perMonth}`;
}

/** A price in whole cents, for sums without rounding errors: "34.50" is 3450. */
export function priceCents(price: string): number {
  const { dollars, cents } = priceParts(price);
  return Number(dollars) * 100 + Number(cents);
}

/**
 * Whole cents as money, dollars with thousands commas: 3450 reads "$34.50",
 * 144012 "$1,440.12". U.S. Spanish writes amounts of dollars the same way.
 * Written out rather than through Intl.NumberFormat, whose first use loads
 * the locale data: tens of milliseconds on a phone's main thread.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Not an amount of cents: ${cents}`);
  }
  const dollars = String(Math.floor(cents / 100)).replace(
    /\B(?=(\d{3})+$)/g,
    ",",
  );
  return `$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}
