// How many prices of a feed the plausibility rule (src/domain/price-plausibility.ts) sets aside, by
// reason, for the run log: they are stored as the Ministry published them, never dropped.
import { findImplausiblePrices } from "../../src/domain/price-plausibility.ts";
import type { Station } from "./station.ts";

export interface ImplausibleCount {
  count: number;
  byReason: Record<string, number>;
}

export function countImplausible(stations: readonly Station[]): ImplausibleCount {
  const byReason: Record<string, number> = {};
  let count = 0;
  for (const byFuel of findImplausiblePrices(stations).values()) {
    for (const reason of byFuel.values()) {
      byReason[reason] = (byReason[reason] ?? 0) + 1;
      count += 1;
    }
  }
  return { count, byReason };
}
