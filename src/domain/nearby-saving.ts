// Net saving of nearby results: each station's driving distance estimate and its saving
// on one fill against the price of the nearest station selling the fuel, minus the fuel burnt getting
// there and back. Computed from the results in the app (the server's answers stay as they are cached).
import type { FuelUse } from "./fuel-use.ts";
import { drivingKmEstimate, netSaving, roundTripKm } from "./net-saving.ts";

export interface NearbySaving {
  /** Driving km estimate from the search position. */
  kmConduccion: number;
  /** € on one fill, to the cent. */
  ahorro: number;
}

/** The nearest station's price (the reference), or null when there is no station with a price. */
export function nearestPrice(stations: readonly { km: number; precio: number }[]): number | null {
  let best: { km: number; precio: number } | null = null;
  for (const s of stations) if (s.precio > 0 && (!best || s.km < best.km)) best = s;
  return best ? best.precio : null;
}

export function withNearbySavings<T extends { km: number; precio: number }>(stations: readonly T[], use: FuelUse): (T & NearbySaving)[] {
  const reference = nearestPrice(stations);
  return stations.map((s) => ({
    ...s,
    kmConduccion: drivingKmEstimate(s.km),
    ahorro:
      reference === null
        ? 0
        : netSaving({ referencePrice: reference, price: s.precio, litres: use.litres, consumption: use.consumption, extraKm: roundTripKm(s.km) }),
  }));
}
