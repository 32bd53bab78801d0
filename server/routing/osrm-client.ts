// Driving routes from an OSRM-compatible router (ROUTING_URL): one GET of
// /route/v1/driving/{lon1},{lat1};{lon2},{lat2}?overview=full&geometries=polyline6. Without
// ROUTING_URL the public demo is used, politely as its policy asks: a User-Agent that names the app
// and its contact address, at most one request a second, and routes kept for a day by endpoints
// rounded to ~10 m (a driver re-planning the same trip asks once). Identical concurrent requests
// share one call. Every failure becomes a Spanish message with the HTTP status to answer.
import { LRUCache } from "lru-cache";
import * as v from "valibot";
import { decodePolylineFlat, PolylineError } from "../../src/domain/polyline.ts";
import type { DrivingRoute } from "../../src/domain/contract/route.ts";
import { createThrottle, type Throttle } from "./throttle.ts";

export const PUBLIC_OSRM_HOST = "router.project-osrm.org";
const PUBLIC_OSRM_MIN_INTERVAL_MS = 1000;
export const ROUTE_CACHE_MAX_AGE_MS = 24 * 3_600_000;

export const ROUTE_MESSAGES = {
  notConfigured: "El cálculo de rutas no está disponible: este servidor tiene el servicio de rutas desactivado.",
  unreachable: "No se ha podido calcular la ruta: el servicio de rutas no responde. Prueba de nuevo en unos segundos.",
  timeout: "No se ha podido calcular la ruta: el servicio de rutas ha tardado demasiado. Prueba de nuevo en unos segundos.",
  malformed: "No se ha podido calcular la ruta: el servicio de rutas ha dado una respuesta no válida.",
  busy: "No se ha podido calcular la ruta: el servicio de rutas está saturado. Prueba de nuevo en unos segundos.",
  noRoute: "No hay ruta por carretera entre el origen y el destino",
  noSegment: "No hay ruta por carretera entre el origen y el destino: uno de los puntos está demasiado lejos de una carretera",
} as const;

export interface LonLat {
  longitud: number;
  latitud: number;
}

export type RouteOutcome =
  | { ok: true; route: DrivingRoute }
  | { ok: false; status: 404 | 502 | 503 | 504; message: string };

export interface RouteClient {
  route(origin: LonLat, destination: LonLat): Promise<RouteOutcome>;
}

export interface OsrmClientOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  cacheSize?: number;
  /** Minimum spacing between calls; defaults to 1 s for the public demo and 0 elsewhere. */
  minIntervalMs?: number;
  /** Clock of the cache's day (tests). */
  now?: () => number;
}

// Only what we read of OSRM's answer; its other fields (legs, weight, waypoints…) are ignored.
const osrmOk = v.object({
  code: v.literal("Ok"),
  routes: v.pipe(
    v.array(v.object({ geometry: v.string(), distance: v.number(), duration: v.number() })),
    v.minLength(1),
  ),
});
const osrmError = v.object({ code: v.string(), message: v.optional(v.string()) });

/** A client that always answers the "not configured" 503 (no ROUTING_URL). */
export const unconfiguredRouteClient: RouteClient = {
  route: async () => ({ ok: false, status: 503, message: ROUTE_MESSAGES.notConfigured }),
};

/** The public demo router allows about one request a second; our own routers need no spacing. */
export function defaultMinIntervalMs(baseUrl: string): number {
  return new URL(baseUrl).hostname === PUBLIC_OSRM_HOST ? PUBLIC_OSRM_MIN_INTERVAL_MS : 0;
}

export function createOsrmClient(options: OsrmClientOptions): RouteClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const throttle: Throttle = createThrottle(options.minIntervalMs ?? defaultMinIntervalMs(base));
  const cache = new LRUCache<string, DrivingRoute>({ max: options.cacheSize ?? 500, ttl: ROUTE_CACHE_MAX_AGE_MS, ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}) });
  const inFlight = new Map<string, Promise<RouteOutcome>>();

  return {
    async route(origin, destination) {
      // ~10 m rounding: the same trip asked twice from a jittery GPS still hits the cache.
      const key = `${fixed(origin.longitud)},${fixed(origin.latitud)};${fixed(destination.longitud)},${fixed(destination.latitud)}`;
      const cached = cache.get(key);
      if (cached) return { ok: true, route: cached };
      const pending = inFlight.get(key);
      if (pending) return pending;
      const call = fetchRoute(key).finally(() => inFlight.delete(key));
      inFlight.set(key, call);
      return call;
    },
  };

  async function fetchRoute(key: string): Promise<RouteOutcome> {
    const wait = throttle.reserve(options.timeoutMs);
    if (wait === null) return { ok: false, status: 503, message: ROUTE_MESSAGES.busy };
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

    const url = `${base}/route/v1/driving/${key}?overview=full&geometries=polyline6`;
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { "User-Agent": options.userAgent, Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      const text = await response.text();
      body = text === "" ? undefined : JSON.parse(text);
    } catch (error) {
      if (error instanceof SyntaxError) return { ok: false, status: 502, message: ROUTE_MESSAGES.malformed };
      const name = (error as { name?: string }).name;
      const timedOut = name === "TimeoutError" || name === "AbortError";
      return { ok: false, status: timedOut ? 504 : 502, message: timedOut ? ROUTE_MESSAGES.timeout : ROUTE_MESSAGES.unreachable };
    }
    return interpret(key, status, body);
  }

  function interpret(key: string, status: number, body: unknown): RouteOutcome {
    const good = v.safeParse(osrmOk, body);
    if (status === 200 && good.success) {
      const first = good.output.routes[0]!;
      if (!isPolyline(first.geometry) || !Number.isFinite(first.distance) || !Number.isFinite(first.duration)) {
        return { ok: false, status: 502, message: ROUTE_MESSAGES.malformed };
      }
      const route: DrivingRoute = { polyline: first.geometry, distancia: first.distance, duracion: first.duration };
      cache.set(key, route);
      return { ok: true, route };
    }
    if (status === 429) return { ok: false, status: 503, message: ROUTE_MESSAGES.busy };
    const failure = v.safeParse(osrmError, body);
    // OSRM answers NoRoute with HTTP 400 (or 200 on some versions).
    if (failure.success && failure.output.code === "NoRoute") return { ok: false, status: 404, message: ROUTE_MESSAGES.noRoute };
    if (failure.success && failure.output.code === "NoSegment") return { ok: false, status: 404, message: ROUTE_MESSAGES.noSegment };
    if (status >= 500) return { ok: false, status: 502, message: ROUTE_MESSAGES.unreachable };
    return { ok: false, status: 502, message: ROUTE_MESSAGES.malformed };
  }
}

function fixed(n: number): string {
  return n.toFixed(4);
}

function isPolyline(text: string): boolean {
  try {
    return decodePolylineFlat(text).length >= 4;
  } catch (error) {
    if (error instanceof PolylineError) return false;
    throw error;
  }
}
