// Exact detours from an OSRM-compatible router's table service: one GET of
// /table/v1/driving/{route points};{stations}?annotations=distance,duration for all the candidates of
// a route search, read pairwise (route point k → station k and back). Answers are kept a day by their
// coordinates rounded to ~10 m, as routes are. Any failure (down, slow, malformed, an unreachable
// pair) leaves those stations to the estimate: the search itself never fails for it.
import { LRUCache } from "lru-cache";
import * as v from "valibot";
import { routedDetour, type Detour } from "../../src/domain/detour.ts";
import { ROUTE_CACHE_MAX_AGE_MS } from "./osrm-client.ts";

/** OSRM's default `--max-table-size` is 100 coordinates: 50 route points and 50 stations. */
export const MAX_TABLE_STATIONS = 50;

export interface DetourPair {
  /** The point of the route nearest to the station, [lat, lon]. */
  route: readonly [number, number];
  station: readonly [number, number];
}

export interface DetourTableClient {
  /** One detour per pair (null where the router gave none), or null when the router did not answer. */
  detours(pairs: readonly DetourPair[]): Promise<(Detour | null)[] | null>;
}

export interface OsrmTableOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  cacheSize?: number;
}

const matrix = v.array(v.array(v.nullable(v.number())));
const osrmTable = v.object({ code: v.literal("Ok"), distances: matrix, durations: matrix });

const fixed = (n: number) => n.toFixed(4);

export function createOsrmTableClient(options: OsrmTableOptions): DetourTableClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const cache = new LRUCache<string, (Detour | null)[]>({ max: options.cacheSize ?? 200, ttl: ROUTE_CACHE_MAX_AGE_MS });

  return {
    async detours(pairs) {
      if (pairs.length === 0) return [];
      if (pairs.length > MAX_TABLE_STATIONS) throw new RangeError(`at most ${MAX_TABLE_STATIONS} stations per table request`);
      // OSRM's order is lon,lat.
      const coordinates = [...pairs.map((p) => p.route), ...pairs.map((p) => p.station)].map(([lat, lon]) => `${fixed(lon)},${fixed(lat)}`).join(";");
      const cached = cache.get(coordinates);
      if (cached) return cached;
      let body: unknown;
      try {
        const response = await fetch(`${base}/table/v1/driving/${coordinates}?annotations=distance,duration`, {
          headers: { "User-Agent": options.userAgent, Accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return null;
        body = await response.json();
      } catch {
        return null;
      }
      const table = v.safeParse(osrmTable, body);
      const n = pairs.length;
      if (!table.success || table.output.distances.length !== 2 * n || table.output.durations.length !== 2 * n) return null;
      const { distances, durations } = table.output;
      const detours = pairs.map((_, k) => {
        const there = distances[k]?.[n + k];
        const back = distances[n + k]?.[k];
        const thereS = durations[k]?.[n + k];
        const backS = durations[n + k]?.[k];
        if (there == null || back == null || thereS == null || backS == null) return null;
        return routedDetour(there + back, thereS + backS);
      });
      cache.set(coordinates, detours);
      return detours;
    },
  };
}
