// The route search's offline fallback: when the server cannot be reached and the service worker holds
// no answer for this route, detour and fuel (another "Desvío máximo" chosen offline, or the stored
// answer gone), the corridor is worked out on the device from the national snapshot, with detours
// estimated as the server estimates them with no router (src/domain/snapshot-corridor.ts). The answer
// says it came from the snapshot and how old its prices are.
import type { ApiResult } from "../api/api-result.ts";
import type { RouteStationResult } from "../domain/contract/route.ts";
import type { LocalCorridor, LocalCorridorQuery } from "./local-search-core.ts";
import { snapshotAnswer } from "./offline-search.ts";

export async function routeStationsOnDevice(query: LocalCorridorQuery, localCorridor: LocalCorridor): Promise<ApiResult<RouteStationResult[]> | null> {
  try {
    const answer = await localCorridor(query);
    return answer ? snapshotAnswer(answer) : null;
  } catch (error) {
    console.warn("[offline] la búsqueda en ruta sin conexión falló:", error);
    return null;
  }
}
