// Route results ranked by net saving: each station's saving on one fill against the
// corridor's average price, minus the fuel its detour burns. The server answers with this order; the
// app ranks again after its brand filter (the average then is that of the brands kept).
import type { FuelUse } from "./fuel-use.ts";
import { netSaving } from "./net-saving.ts";

export interface RankableRouteStation {
  precio: number;
  /** Extra km of the detour; missing counts as none. */
  desvioKm?: number | undefined;
  /** Along the route: the tie-break, nearer the origin first. */
  distanciaOrigen?: number | undefined;
}

/** The mean of the prices above 0 (0 = not sold), or 0 when there is none. */
export function averagePrice(prices: readonly number[]): number {
  let sum = 0;
  let count = 0;
  for (const p of prices) {
    if (p > 0 && Number.isFinite(p)) {
      sum += p;
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/**
 * Copies with `ahorro` set, best saving first (ties: nearer the origin first). `inPlace`: the stations
 * themselves get `ahorro` (the server's own fresh results; no copy of a thousand objects).
 */
export function rankByNetSaving<T extends RankableRouteStation>(stations: readonly T[], use: FuelUse, options: { inPlace?: boolean } = {}): (T & { ahorro: number })[] {
  const reference = averagePrice(stations.map((s) => s.precio));
  const saving = (s: T) =>
    netSaving({ referencePrice: reference, price: s.precio, litres: use.litres, consumption: use.consumption, extraKm: s.desvioKm ?? 0 });
  const ranked: (T & { ahorro: number })[] = options.inPlace
    ? stations.map((s) => Object.assign(s, { ahorro: saving(s) }))
    : stations.map((s) => ({ ...s, ahorro: saving(s) }));
  return ranked.sort((a, b) => b.ahorro - a.ahorro || (a.distanciaOrigen ?? 0) - (b.distanciaOrigen ?? 0));
}
