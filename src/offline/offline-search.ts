// The nearby search with its offline fallback. The network is asked first (through the service
// worker, which answers a repeated search from its cache when the network fails). When there is no
// answer at all, or it is slower than NETWORK_PATIENCE_MS, or the server is down, the search runs on
// the national snapshot stored on the device, and the result says it came from there and how old
// its prices are.
import * as v from "valibot";
import type { ApiFailure, ApiResult } from "../api/api-result.ts";
import { searchRequest, type SearchRequestBody, type StationResult } from "../domain/contract/stations.ts";
import { searchInstant } from "../domain/nearby.ts";
import type { LocalSearch } from "./local-search-core.ts";

/** A little more than the service worker's own 4 s, so a cached answer from it comes first. */
export const NETWORK_PATIENCE_MS = 5000;

export interface OfflineSearchDeps {
  localSearch: LocalSearch;
  patienceMs?: number;
  now?: () => Date;
}

const TIMED_OUT = Symbol("timed out");

/** No answer, or an answer only a proxy gives when the server is down: the snapshot can do better. */
export function serverUnreachable(result: ApiResult<unknown>): result is ApiFailure {
  return !result.ok && (result.reason === "network" || (result.reason === "status" && (result.status ?? 0) >= 500));
}

async function searchOnDevice(body: SearchRequestBody, deps: OfflineSearchDeps): Promise<ApiResult<StationResult[]> | null> {
  const parsed = v.safeParse(searchRequest, body);
  if (!parsed.success) return null;
  const q = parsed.output;
  const now = deps.now?.() ?? new Date();
  try {
    const answer = await deps.localSearch({
      producto: q.producto,
      distancia: q.distancia,
      latitud: q.latitud,
      longitud: q.longitud,
      venta: q.venta,
      at: searchInstant(q.timestamp, q.latitud, q.longitud, now).getTime(),
    });
    return answer ? snapshotAnswer(answer) : null;
  } catch (error) {
    console.warn("[offline] la búsqueda sin conexión falló:", error);
    return null;
  }
}

/** A search answered on the device: its stations, said to come from the snapshot, with its age. */
export function snapshotAnswer<T>(answer: { stations: T[]; fecha: string | null; downloadedAt: number }): ApiResult<T[]> {
  const pricesFrom = answer.fecha ? Date.parse(answer.fecha) : Number.NaN;
  return {
    ok: true,
    data: answer.stations,
    message: null,
    source: "snapshot",
    fetchedAt: answer.downloadedAt,
    ...(Number.isFinite(pricesFrom) ? { pricesAt: pricesFrom } : {}),
  };
}

export async function searchWithOfflineFallback(
  body: SearchRequestBody,
  online: () => Promise<ApiResult<StationResult[]>>,
  deps: OfflineSearchDeps,
): Promise<ApiResult<StationResult[]>> {
  const network = online();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), deps.patienceMs ?? NETWORK_PATIENCE_MS);
  });
  const first = await Promise.race([network, patience]);
  clearTimeout(timer);

  if (first === TIMED_OUT) {
    // Slow network: the device's answer now, or the network's whenever it comes.
    return (await searchOnDevice(body, deps)) ?? network;
  }
  if (serverUnreachable(first)) return (await searchOnDevice(body, deps)) ?? first;
  return first;
}
