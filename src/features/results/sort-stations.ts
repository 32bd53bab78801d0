// The two orders of the results' options menu (SPEC §2): by distance and by price, both ascending.
// Ties fall back to the other key so the order never depends on the server's.
import type { StationResult } from "../../domain/contract/stations.ts";

export type StationOrder = "server" | "distance" | "price";

const byDistance = (a: StationResult, b: StationResult) => a.km - b.km || a.precio - b.precio;
const byPrice = (a: StationResult, b: StationResult) => a.precio - b.precio || a.km - b.km;

export function sortStations<T extends StationResult>(stations: readonly T[], order: StationOrder): readonly T[] {
  if (order === "distance") return [...stations].sort(byDistance);
  if (order === "price") return [...stations].sort(byPrice);
  return stations;
}
