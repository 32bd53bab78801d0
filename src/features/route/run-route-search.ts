// One route search (SPEC §2 route results, §8): the driving route from our router, then the stations
// within the "Desvío máximo" (0.5 km by default) from the server's corridor search, each
// with its detour and net saving, with price bands computed over them by the shared band function
// (SPEC §4). Any failure says 'Ocurrió un error al buscar estaciones en ruta' ('Error', 5 s). The
// loader shows meanwhile.
import type { ApiFailure } from "../../api/api-result.ts";
import { i18n } from "../../i18n/i18n.ts";
import { getDrivingRoute } from "../../api/places.ts";
import { searchRouteStations } from "../../api/stations.ts";
import { type RouteStationResult } from "../../domain/contract/route.ts";
import { decodePolylineFlat, type FlatPath } from "../../domain/polyline.ts";
import { assignPriceRanges } from "../../domain/price-bands.ts";
import { pathBounds } from "../../domain/route-geometry.ts";
import { foundStations, type FoundStations } from "../results/found-stations.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import { currentPosition } from "../results/use-directions.ts";
import type { RouteRequest } from "./route-params.ts";
import { serverUnreachable } from "../../offline/offline-search.ts";
import { routeStationsOnDevice } from "../../offline/offline-route-search.ts";
import { currentFuelUse } from "../results/use-fuel-use.ts";
import { ROUTE_LOADER_TEXT, ROUTE_MESSAGE_ACTION, ROUTE_SEARCH_FAILED_MESSAGE } from "./route-messages.ts";

export interface RouteRun {
  cancelled: boolean;
}

export interface FoundRoute {
  polyline: string;
  /** km */
  lengthKm: number;
  /** The router's seconds (when the driver passes each station, for the refuelling plan). */
  durationS: number;
  /** Along the route, from origin to destination. */
  found: FoundStations<RouteStationResult>;
}

/**
 * How a search ended: a route and its stations; no route because the router is off, down or out of
 * reach, or because no road joins the two points; or a failure after the route (the corridor search).
 * Null when cancelled.
 */
export type RouteOutcome =
  | { kind: "found"; route: FoundRoute }
  | { kind: "no-route"; why: "router-unavailable" | "no-road" }
  | { kind: "failed" };

/** The router's 404 is "no road between them"; anything else without a route is the router's absence. */
function withoutRoute(failure: ApiFailure): RouteOutcome {
  return { kind: "no-route", why: failure.status === 404 ? "no-road" : "router-unavailable" };
}

/** Along the route when the server says where each station is on it; else as the server listed them. */
export function orderAlongRoute(stations: readonly RouteStationResult[]): RouteStationResult[] {
  return [...stations].sort((a, b) => (a.distanciaOrigen ?? 0) - (b.distanciaOrigen ?? 0));
}

export async function runRouteSearch(
  { product, origin, destination }: RouteRequest,
  run: RouteRun,
  detourKm: number,
  membersOnly = false,
): Promise<RouteOutcome | null> {
  const ui = useUiStore.getState();
  ui.showLoader(i18n._(ROUTE_LOADER_TEXT));

  const fail = (outcome: RouteOutcome = { kind: "failed" }): RouteOutcome | null => {
    if (run.cancelled) return null;
    ui.hideLoader();
    ui.showSnack(i18n._(ROUTE_SEARCH_FAILED_MESSAGE), { action: i18n._(ROUTE_MESSAGE_ACTION), duration: SNACK_DURATION.route });
    return outcome;
  };

  const route = await getDrivingRoute(origin, destination);
  if (run.cancelled) return null;
  if (!route.ok) return fail(withoutRoute(route));
  if (!route.data) return fail({ kind: "no-route", why: "router-unavailable" });
  const { polyline, distancia, duracion } = route.data;

  let path: FlatPath;
  let bounds: ReturnType<typeof pathBounds>;
  try {
    path = decodePolylineFlat(polyline);
    bounds = pathBounds(path);
  } catch {
    return fail();
  }
  const device = currentPosition() ?? origin;
  const fuelUse = currentFuelUse();
  let found = await searchRouteStations({
    combustible: product,
    ...bounds,
    latitud: String(device.latitude),
    longitud: String(device.longitude),
    ruta: polyline,
    anchoKm: detourKm,
    desvioKm: detourKm,
    litros: fuelUse.litres,
    consumo: fuelUse.consumption,
    ...(membersOnly ? { venta: "todas" as const } : {}),
  });
  if (run.cancelled) return null;
  // No server and no stored answer for this route, detour and fuel: the corridor from the snapshot.
  if (serverUnreachable(found)) {
    const query = {
      producto: product, venta: membersOnly ? ("todas" as const) : undefined, ruta: path, anchoKm: detourKm,
      latitud: device.latitude, longitud: device.longitude, at: Date.now(), use: fuelUse,
    };
    const localCorridor = (await import("../../offline/local-search.ts")).localCorridor;
    found = (await routeStationsOnDevice(query, localCorridor)) ?? found;
    if (run.cancelled) return null;
  }
  if (!found.ok) return fail();
  ui.hideLoader();

  // With desvioKm the server ranks by net saving; the results screen ranks again after its brand filter.
  const stations = assignPriceRanges(found.data.some((s) => s.ahorro !== undefined) ? found.data : orderAlongRoute(found.data));
  return { kind: "found", route: { polyline, lengthKm: distancia / 1000, durationS: duracion, found: foundStations(stations, found) } };
}
