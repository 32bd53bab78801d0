// What the index knows about how far each price can be trusted, worked out once per rebuild
// from src/domain/price-plausibility.ts: the province medians and the prices that fail the rule. Those
// stay the official prices (station page, kiosk) but are left out of searches, bands, reports and the
// offline snapshot.
import {
  findImplausiblePrices, medianKey, provinceMedians, type ImplausibleReason,
} from "../../src/domain/price-plausibility.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import type { Station } from "../feed/station.ts";

export interface PriceTrust {
  /** Why the station's price of a fuel is not trusted, or null when it is. */
  reasonOf(station: Station, fuel: string): ImplausibleReason | null;
  /** The median price of the fuel in the station's province, null when nobody there sells it. */
  medianOf(station: Station, fuel: string): number | null;
  /** How many prices are set aside. */
  readonly implausibleCount: number;
}

export function buildPriceTrust(stations: readonly Station[]): PriceTrust {
  const medians = provinceMedians(stations);
  const implausible = findImplausiblePrices(stations, medians);
  let implausibleCount = 0;
  for (const byFuel of implausible.values()) implausibleCount += byFuel.size;
  return {
    reasonOf: (station, fuel) => (implausible.size === 0 ? null : implausible.get(station.id)?.get(fuel) ?? null),
    medianOf: (station, fuel) => medians.get(medianKey(station.idProvincia, fuel)) ?? null,
    implausibleCount,
  };
}

/** The station's prices without those set aside: what searches, reports and the snapshot may use. */
export function trustedPrices(trust: PriceTrust, station: Station): Partial<Record<FuelKey, number>> {
  if (trust.implausibleCount === 0) return station.prices;
  let kept: Partial<Record<FuelKey, number>> | null = null;
  for (const fuel of Object.keys(station.prices) as FuelKey[]) {
    if (trust.reasonOf(station, fuel) === null) continue;
    kept ??= { ...station.prices };
    delete kept[fuel];
  }
  return kept ?? station.prices;
}
