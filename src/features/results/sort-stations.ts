// The orders of the results' options menu (SPEC §2): by distance and by price, both ascending; and by
// net saving, best first (stations without a figure last). Ties fall back to another key so
// the order never depends on the server's.
import type { StationResult } from "../../domain/contract/stations.ts";

export type StationOrder = "server" | "distance" | "price" | "saving";

const byDistance = (a: StationResult, b: StationResult) => a.km - b.km || a.precio - b.precio;
const byPrice = (a: StationResult, b: StationResult) => a.precio - b.precio || a.km - b.km;
const bySaving = (a: StationResult & { ahorro?: number }, b: StationResult & { ahorro?: number }) =>
  (b.ahorro ?? -Infinity) - (a.ahorro ?? -Infinity) || byPrice(a, b);

export function sortStations<T extends StationResult>(stations: readonly T[], order: StationOrder): readonly T[] {
  if (order === "distance") return [...stations].sort(byDistance);
  if (order === "price") return [...stations].sort(byPrice);
  if (order === "saving") return [...stations].sort(bySaving);
  return stations;
}
