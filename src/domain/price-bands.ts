// Price bands (SPEC §4, DESIGN "Price bands"): 0 green, 1 amber, 2 red, relative to the prices of
// one result set. One function for nearby search and route search, on the server and in the app.

export type PriceRange = 0 | 1 | 2;

export interface PriceBandThresholds {
  /** Prices below this are band 0: the mean of the minimum and the mean price. */
  readonly lowBelow: number;
  /** Prices below this (and not band 0) are band 1: the mean of the mean and the maximum price. */
  readonly mediumBelow: number;
}

/**
 * The two thresholds for a result set, or null when there is nothing to compare: no usable price,
 * or every price equal (a single station included). Zero, negative and non-finite values are
 * missing prices (the app shows them as '-') and take no part.
 */
export function priceBandThresholds(prices: readonly number[]): PriceBandThresholds | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const price of prices) {
    if (!(price > 0) || !Number.isFinite(price)) continue;
    if (price < min) min = price;
    if (price > max) max = price;
    sum += price;
    count++;
  }
  if (count === 0 || min === max) return null;
  const mean = sum / count;
  return { lowBelow: (min + mean) / 2, mediumBelow: (mean + max) / 2 };
}

/**
 * The band of a price within `prices`. With no spread (empty list, one station or all prices
 * equal) every price is band 0: none is dearer than the others, so none is shown amber or red.
 */
export function priceBands(prices: readonly number[]): (price: number) => PriceRange {
  const thresholds = priceBandThresholds(prices);
  if (thresholds === null) return () => 0;
  const { lowBelow, mediumBelow } = thresholds;
  return (price) => (price < lowBelow ? 0 : price < mediumBelow ? 1 : 2);
}

/** Copies of the items with their `pricerange` set from the prices of the whole list. */
export function assignPriceRanges<T extends { precio: number }>(items: readonly T[]): (T & { pricerange: PriceRange })[] {
  const band = priceBands(items.map((item) => item.precio));
  return items.map((item) => ({ ...item, pricerange: band(item.precio) }));
}
