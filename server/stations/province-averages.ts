// Average current prices by province and by brand (POST /api/reporting/…), public stations only.
// Computed from the in-memory index once per rebuild and kept with it (a WeakMap keyed by the index),
// so a report costs no database work and a burst of report calls cannot slow the searches down.
import { compareSpanish } from "../../src/domain/spanish-order.ts";
import { FUEL_PRODUCTS, type FuelKey } from "../../src/domain/fuels.ts";
import type { Station } from "../feed/station.ts";
import type { StationIndex } from "./station-index.ts";
import { trustedPrices, type PriceTrust } from "./price-trust.ts";
import { isPublicStation } from "../../src/domain/public-station.ts";

export interface Averages {
  mediaDiesel: number;
  media95: number;
  media98: number;
  mediaGLP: number;
  /** Every other product of the catalogue sold in the group, by fuel key; absent when none. */
  otros: Partial<Record<FuelKey, number>>;
}
export interface PriceReports {
  readonly byProvince: readonly (Averages & { provincia: string })[];
  readonly byBrand: readonly (Averages & { bandera: string })[];
}

const SPEC_COLUMNS: readonly [Exclude<keyof Averages, "otros">, FuelKey][] = [
  ["mediaDiesel", "gasoleoA"],
  ["media95", "gasolina95"],
  ["media98", "gasolina98"],
  ["mediaGLP", "glp"],
];
const OTHER_FUELS: readonly FuelKey[] = FUEL_PRODUCTS.map((p) => p.key).filter((key) => !SPEC_COLUMNS.some(([, fuel]) => fuel === key));
const AVERAGED: readonly FuelKey[] = [...SPEC_COLUMNS.map(([, fuel]) => fuel), ...OTHER_FUELS];

/**
 * Sums in thousandths of a euro (feed prices have three decimals), so the average is exact and rounds
 * half away from zero to three decimals as PostgreSQL's round(avg(numeric), 3) did; 0 = nobody sells it.
 */
class PriceSums {
  private readonly sums = new Float64Array(AVERAGED.length);
  private readonly counts = new Uint32Array(AVERAGED.length);

  add(prices: Station["prices"]): void {
    AVERAGED.forEach((fuel, k) => {
      const price = prices[fuel];
      if (price === undefined || !(price > 0)) return;
      this.sums[k]! += Math.round(price * 1000);
      this.counts[k]! += 1;
    });
  }

  averages(): Averages {
    const average = (k: number) => (this.counts[k] ? Math.round(this.sums[k]! / this.counts[k]!) / 1000 : 0);
    const result = { otros: {} } as Averages;
    SPEC_COLUMNS.forEach(([field], k) => {
      result[field] = average(k);
    });
    OTHER_FUELS.forEach((fuel, i) => {
      const value = average(SPEC_COLUMNS.length + i);
      if (value > 0) result.otros[fuel] = value;
    });
    return result;
  }
}

function groupAverages(stations: readonly Station[], trust: PriceTrust, key: (s: Station) => string): Map<string, { first: Station; sums: PriceSums }> {
  const groups = new Map<string, { first: Station; sums: PriceSums }>();
  for (const station of stations) {
    // Members-only stations (Tipo Venta R) are not for the public; a station without any price is not
    // listed; implausible prices (price-trust.ts) would drag an average, so they are not counted.
    const prices = trustedPrices(trust, station);
    if (!isPublicStation(station) || !Object.values(prices).some((price) => price > 0)) continue;
    let group = groups.get(key(station));
    if (!group) groups.set(key(station), (group = { first: station, sums: new PriceSums() }));
    group.sums.add(prices);
  }
  return groups;
}

export function buildPriceReports(index: StationIndex): PriceReports {
  const byProvince = [...groupAverages(index.stations, index.trust, (s) => s.idProvincia).values()]
    .map(({ first, sums }) => ({ provincia: first.provincia, ...sums.averages() }))
    .sort((a, b) => compareSpanish(a.provincia, b.provincia));
  const byBrand = [...groupAverages(index.stations, index.trust, (s) => s.bandera).values()]
    .map(({ first, sums }) => ({ bandera: first.bandera, ...sums.averages() }))
    .sort((a, b) => compareSpanish(a.bandera, b.bandera));
  return { byProvince, byBrand };
}

const reportsByIndex = new WeakMap<StationIndex, PriceReports>();

/** The reports of this index, built at the first call after a rebuild and then answered from memory. */
export function priceReports(index: StationIndex): PriceReports {
  let reports = reportsByIndex.get(index);
  if (!reports) reportsByIndex.set(index, (reports = buildPriceReports(index)));
  return reports;
}
