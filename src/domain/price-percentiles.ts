// Price bands of the browsing map: the prices in view ranked in fifths (the cheapest fifth band 0,
// green … the dearest fifth band 4, red). Unlike the result lists' three bands (price-bands.ts, against
// the mean), a fifth of what the driver sees is always green, however the prices spread.

export type PercentileBand = 0 | 1 | 2 | 3 | 4;
export const PERCENTILE_BAND_COUNT = 5;

/** Valid prices (positive, finite), sorted ascending. */
function sortedPrices(prices: Iterable<number>): Float64Array {
  const kept: number[] = [];
  for (const price of prices) if (price > 0 && Number.isFinite(price)) kept.push(price);
  return Float64Array.from(kept).sort();
}

/** How many of the sorted prices are strictly cheaper than `price`. */
function cheaperCount(sorted: Float64Array, price: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < price) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface PercentileBands {
  /** The band of a price: the fifth of the prices in view it falls in, by how many are cheaper. Equal
   * prices share a band; the cheapest is always 0; with nothing to compare, 0. */
  bandOf(price: number): PercentileBand;
  /** The cheapest price of each band, null for a band no price falls in (the legend's figures). */
  readonly bandStarts: readonly (number | null)[];
}

export function percentileBands(prices: Iterable<number>): PercentileBands {
  const sorted = sortedPrices(prices);
  const n = sorted.length;
  const bandOf = (price: number): PercentileBand =>
    n === 0 ? 0 : (Math.min(PERCENTILE_BAND_COUNT - 1, Math.floor((cheaperCount(sorted, price) * PERCENTILE_BAND_COUNT) / n)) as PercentileBand);
  const bandStarts: (number | null)[] = new Array<number | null>(PERCENTILE_BAND_COUNT).fill(null);
  for (let k = n - 1; k >= 0; k--) bandStarts[bandOf(sorted[k]!)] = sorted[k]!;
  return { bandOf, bandStarts };
}
