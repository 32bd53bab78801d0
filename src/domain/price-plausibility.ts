// Which official prices we trust enough to rank ("precios de confianza"). The Ministry's feed
// now and then carries a typo (0,300 €/l, 9,999 €/l) that would top every "cheapest" list: such a price
// stays the official one and is shown, struck through, with the reason, but takes no part in the
// cheapest lists, bands or averages. One rule for the ingest's count, the server's index, the app and
// the price alerts: isPlausiblePrice / implausibleReason. Each product is judged against its own range
// (src/domain/fuels.ts: AdBlue at 0,40 €/l and hydrogen at 12 €/kg are right).
import { fuelProduct, fuelUnit } from "./fuels.ts";
import { formatDecimal } from "./locale-number.ts";

/** Below this, €/l, no fuel is sold in Spain (the range of a product the catalogue does not know). */
export const PLAUSIBLE_MIN_EUR = 0.5;
/** Above this, €/l, no fuel is sold in Spain. */
export const PLAUSIBLE_MAX_EUR = 3.5;
/** A price more than this fraction below its province's median for the fuel is a typo, not a bargain. */
export const MAX_BELOW_MEDIAN = 0.3;

export type ImplausibleReason = "fuera_de_rango" | "bajo_mediana";

/** The plausible range of a fuel key's price, € per its unit. */
export function plausibleRange(fuel?: string): readonly [number, number] {
  return (fuel !== undefined ? fuelProduct(fuel)?.plausible : undefined) ?? [PLAUSIBLE_MIN_EUR, PLAUSIBLE_MAX_EUR];
}

/** Whether a price far below the province's median is a typo for this fuel (not for AdBlue). */
const checksMedian = (fuel?: string): boolean => (fuel !== undefined ? fuelProduct(fuel)?.medianCheck : undefined) ?? true;

/**
 * Why a price is implausible, or null when it is plausible. `provinceMedian` is the median price of the
 * same fuel in the station's province (provinceMedians); without one only the range is checked.
 */
export function implausibleReason(price: number, provinceMedian: number | null | undefined, fuel?: string): ImplausibleReason | null {
  const [min, max] = plausibleRange(fuel);
  if (!Number.isFinite(price) || price < min || price > max) return "fuera_de_rango";
  if (!checksMedian(fuel)) return null;
  if (provinceMedian != null && provinceMedian > 0 && price < provinceMedian * (1 - MAX_BELOW_MEDIAN)) return "bajo_mediana";
  return null;
}

/** The rule as a yes/no, e.g. for price alerts: `fuel` is a key of src/domain/fuels.ts. */
export const isPlausiblePrice = (price: number, provinceMedian?: number | null, fuel?: string): boolean =>
  implausibleReason(price, provinceMedian, fuel) === null;

/** The median of the values, null for none. Sorts a copy. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** What the medians are computed from: any station with a province and its prices by fuel key. */
export interface PricedInProvince {
  readonly idProvincia: string;
  readonly prices: Partial<Record<string, number>>;
}

export const medianKey = (idProvincia: string, fuel: string): string => `${idProvincia}|${fuel}`;

/**
 * The median price of each fuel in each province, keyed by medianKey. Only prices inside the plausible
 * range count: a 0,001 €/l typo must not drag the median that judges the others.
 */
export function provinceMedians(stations: Iterable<PricedInProvince>): Map<string, number> {
  const groups = new Map<string, number[]>();
  for (const station of stations) {
    for (const [fuel, price] of Object.entries(station.prices)) {
      if (price === undefined || !checksMedian(fuel) || implausibleReason(price, null, fuel) !== null) continue;
      const key = medianKey(station.idProvincia, fuel);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(price);
    }
  }
  const medians = new Map<string, number>();
  for (const [key, prices] of groups) medians.set(key, median(prices)!);
  return medians;
}

/** Every implausible price of the stations: station id → fuel → reason. */
export function findImplausiblePrices<S extends PricedInProvince & { readonly id: string }>(
  stations: readonly S[],
  medians: ReadonlyMap<string, number> = provinceMedians(stations),
): Map<string, Map<string, ImplausibleReason>> {
  const found = new Map<string, Map<string, ImplausibleReason>>();
  for (const station of stations) {
    for (const [fuel, price] of Object.entries(station.prices)) {
      if (price === undefined || !(price > 0)) continue;
      const reason = implausibleReason(price, medians.get(medianKey(station.idProvincia, fuel)), fuel);
      if (reason === null) continue;
      let byFuel = found.get(station.id);
      if (!byFuel) found.set(station.id, (byFuel = new Map()));
      byFuel.set(fuel, reason);
    }
  }
  return found;
}

// Not an Intl formatter: this module comes with the contract into every page's start-up (locale-number.ts).
const euros = (value: number): string => formatDecimal(value, 3, 3);

/** The explanation a driver reads beside a struck-through price. */
export function implausibleExplanation(reason: ImplausibleReason, provinceMedian: number | null | undefined, fuel?: string): string {
  const unit = `€/${fuelUnit(fuel ?? "")}`;
  if (reason === "fuera_de_rango") {
    const [min, max] = plausibleRange(fuel);
    return `Precio dudoso: fuera del rango posible (${euros(min)}–${euros(max)} ${unit}). No lo tenemos en cuenta en las listas ni en las medias.`;
  }
  const median = provinceMedian != null ? ` (${euros(provinceMedian)} ${unit})` : "";
  return `Precio dudoso: más de un ${MAX_BELOW_MEDIAN * 100} % por debajo de la mediana de la provincia${median}. No lo tenemos en cuenta en las listas ni en las medias.`;
}
