// Which official prices we trust enough to rank ("precios de confianza"). The Ministry's feed
// now and then carries a typo (0,300 €/l, 9,999 €/l) that would top every "cheapest" list: such a price
// stays the official one and is shown, struck through, with the reason, but takes no part in the
// cheapest lists, bands or averages. One rule for the ingest's count, the server's index, the app and
// the price alerts: isPlausiblePrice / implausibleReason.
import { formatDecimal } from "./spanish-number.ts";

/** Below this, €/l, no fuel is sold in Spain. */
export const PLAUSIBLE_MIN_EUR = 0.5;
/** Above this, €/l, no fuel is sold in Spain. */
export const PLAUSIBLE_MAX_EUR = 3.5;
/** A price more than this fraction below its province's median for the fuel is a typo, not a bargain. */
export const MAX_BELOW_MEDIAN = 0.3;

export type ImplausibleReason = "fuera_de_rango" | "bajo_mediana";

/** Products the rule does not judge: AdBlue is not a fuel and really sells at 0,36-0,50 €/l (Barcelona and Zaragoza feeds). */
const NOT_JUDGED: ReadonlySet<string> = new Set(["adblue"]);

/**
 * Why a price is implausible, or null when it is plausible. `provinceMedian` is the median price of the
 * same fuel in the station's province (provinceMedians); without one only the range is checked.
 */
export function implausibleReason(price: number, provinceMedian: number | null | undefined, fuel?: string): ImplausibleReason | null {
  if (fuel !== undefined && NOT_JUDGED.has(fuel)) return null;
  if (!Number.isFinite(price) || price < PLAUSIBLE_MIN_EUR || price > PLAUSIBLE_MAX_EUR) return "fuera_de_rango";
  if (provinceMedian != null && provinceMedian > 0 && price < provinceMedian * (1 - MAX_BELOW_MEDIAN)) return "bajo_mediana";
  return null;
}

/** The rule as a yes/no, e.g. for price alerts: `fuel` is a key of src/domain/fuels.ts (AdBlue is never judged). */
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
      if (price === undefined || NOT_JUDGED.has(fuel) || implausibleReason(price, null) !== null) continue;
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

// Not an Intl formatter: this module comes with the contract into every page's start-up (spanish-number.ts).
const euros = (value: number): string => formatDecimal(value, 3, 3);

/** The explanation a driver reads beside a struck-through price. */
export function implausibleExplanation(reason: ImplausibleReason, provinceMedian: number | null | undefined): string {
  if (reason === "fuera_de_rango") {
    return `Precio dudoso: fuera del rango posible (${euros(PLAUSIBLE_MIN_EUR)}–${euros(PLAUSIBLE_MAX_EUR)} €/l). No lo tenemos en cuenta en las listas ni en las medias.`;
  }
  const median = provinceMedian != null ? ` (${euros(provinceMedian)} €/l)` : "";
  return `Precio dudoso: más de un ${MAX_BELOW_MEDIAN * 100} % por debajo de la mediana de la provincia${median}. No lo tenemos en cuenta en las listas ni en las medias.`;
}
