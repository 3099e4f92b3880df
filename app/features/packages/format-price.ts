import { PRICE_PATTERN } from "~/data/schemas";

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

/** A monthly price as text: "34.50" reads "$34.50/mo". */
export function formatMonthlyPrice(price: string): string {
  const { dollars, cents } = priceParts(price);
  return `$${dollars}.${cents}/mo`;
}
