// Route planning calls of our own (DESIGN "Contract"): place autosuggest and the driving route between
// two points, both GET with a query string.
import { MAX_PLACE_SUGGESTIONS, placeSuggestResponse, routeResponse } from "../domain/contract/route.ts";
import { callApi } from "./call-api.ts";

export interface LonLat {
  longitude: number;
  latitude: number;
}

/** Up to 8 places whose name starts like `q` (SPEC §5: autosuggest max 8). */
export function suggestPlaces(q: string) {
  const query = new URLSearchParams({ q, limit: String(MAX_PLACE_SUGGESTIONS) });
  return callApi("get", `api/lugares/sugerir?${query}`, placeSuggestResponse);
}

const lonLat = ({ longitude, latitude }: LonLat) => `${longitude},${latitude}`;

/** The driving route (polyline6, metres, seconds) from origin to destination. */
export function getDrivingRoute(origin: LonLat, destination: LonLat) {
  const query = new URLSearchParams({ origen: lonLat(origin), destino: lonLat(destination) });
  return callApi("get", `api/rutas/calcular?${query}`, routeResponse);
}
