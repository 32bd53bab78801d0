// Route results with their detours and net savings (searchruta `desvioKm`): every station
// gets the estimate first (2 × its distance from the path × 1.3); with a router table the best
// candidates (at most MAX_TABLE_STATIONS, one request) get the router's exact figures instead; then
// all are ranked by net saving against the corridor's average price.
import type { RouteStationResult } from "../../src/domain/contract/route.ts";
import { estimatedDetour, type Detour } from "../../src/domain/detour.ts";
import type { FuelUse } from "../../src/domain/fuel-use.ts";
import { rankByNetSaving } from "../../src/domain/route-saving.ts";
import { MAX_TABLE_STATIONS, type DetourTableClient } from "../routing/osrm-table.ts";
import type { CorridorResults } from "./route-search.ts";

type Ranked = RouteStationResult & { ahorro: number };

/** Sets the detour on a result of this search (fresh objects, ours to change: a copy each would cost ~1 ms per 1,000). */
function withDetour(station: RouteStationResult, detour: Detour): RouteStationResult {
  station.desvioKm = detour.km;
  station.desvioMin = detour.min;
  station.desvioEstimado = detour.estimated;
  return station;
}

/** Estimated detours, ranked by net saving: the whole answer when there is no router table. */
export function rankWithEstimatedDetours({ results }: CorridorResults, use: FuelUse): Ranked[] {
  return rankByNetSaving(results.map((s) => withDetour(s, estimatedDetour(s.distanciaRuta ?? 0))), use, { inPlace: true });
}

/** As above, then the best candidates' detours from the router's table, ranked again. */
export async function rankWithDetours(corridor: CorridorResults, use: FuelUse, table: DetourTableClient | undefined): Promise<Ranked[]> {
  const estimated = rankWithEstimatedDetours(corridor, use);
  if (!table || estimated.length === 0) return estimated;
  const indexOf = new Map(corridor.results.map((s, k) => [s.id, k]));
  const best = estimated.slice(0, MAX_TABLE_STATIONS);
  const exact = await table.detours(best.map((s) => ({ route: corridor.routePoint(indexOf.get(s.id)!), station: [s.gps.latitud, s.gps.longitud] as const })));
  if (!exact) return estimated;
  const routed = estimated.map((s, k) => (k < best.length && exact[k] ? withDetour(s, exact[k]) : s));
  return rankByNetSaving(routed, use, { inPlace: true });
}
