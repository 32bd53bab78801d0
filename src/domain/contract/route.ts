// Contract of route planning: place autosuggest (GET /api/lugares/sugerir), driving route
// (GET /api/rutas/calcular) and route search (POST /api/gasolinaeco/searchruta, SPEC §7 plus an
// optional route polyline for the corridor filter).
import * as v from "valibot";
import { decodePolylineFlat, PolylineError, type FlatPath } from "../polyline.ts";
import { envelope, latitude, longitude, numberLike, messageWithValues } from "./common.ts";
import { saleScope, searchProduct, stationResult } from "./stations.ts";
import { drivingRouteProblem, withoutRepeatedPoints } from "../route-limits.ts";
import { CONSUMPTION_LIMITS, FILL_LITRES_LIMITS, FUEL_USE_MESSAGES } from "../fuel-use.ts";

// ---- Places -------------------------------------------------------------------------------------

/** SPEC §9: autosuggest max 8. */
export const MAX_PLACE_SUGGESTIONS = 8;
/** Longer queries are cut here rather than refused: no place name is longer, and typing on never errors. */
export const MAX_PLACE_QUERY_CHARS = 100;

export const placeSuggestQuery = v.object({
  q: v.pipe(
    v.optional(v.string(/*i18n*/ "q debe ser texto"), ""),
    v.transform((q) => q.trim().slice(0, MAX_PLACE_QUERY_CHARS)),
  ),
  limit: v.pipe(
    v.optional(numberLike("limit"), MAX_PLACE_SUGGESTIONS),
    v.integer(/*i18n*/ "limit debe ser un número entero"),
    v.minValue(1, /*i18n*/ "limit mínimo 1"),
    v.transform((n) => Math.min(n, MAX_PLACE_SUGGESTIONS)),
  ),
});
export type PlaceSuggestQuery = v.InferOutput<typeof placeSuggestQuery>;

export const placeKind = v.picklist(["municipio", "localidad", "direccion"]);
export type PlaceKind = v.InferOutput<typeof placeKind>;

export const placeSuggestion = v.object({
  nombre: v.string(),
  provincia: v.string(),
  latitud: v.number(),
  longitud: v.number(),
  poblacion: v.optional(v.number()),
  tipo: placeKind,
});
export type PlaceSuggestion = v.InferOutput<typeof placeSuggestion>;
export const placeSuggestResponse = envelope(v.array(placeSuggestion));

// ---- Driving route ------------------------------------------------------------------------------

/** "lon,lat" (OSRM's order) → {longitud, latitud}. */
function lonLatPair(field: string) {
  const message = messageWithValues(/*i18n*/ '{campo} debe ser "longitud,latitud"', { campo: field });
  return v.pipe(
    v.string(messageWithValues(/*i18n*/ "{campo} obligatorio", { campo: field })),
    v.regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, message),
    v.transform((text) => {
      const [lon, lat] = text.split(",").map(Number);
      return { longitud: lon!, latitud: lat! };
    }),
    v.check((p) => Math.abs(p.longitud) <= 180 && Math.abs(p.latitud) <= 90, messageWithValues(/*i18n*/ "{campo}: coordenadas fuera de rango", { campo: field })),
  );
}

export const routeQuery = v.object({
  origen: lonLatPair("origen"),
  destino: lonLatPair("destino"),
});
export type RouteQuery = v.InferOutput<typeof routeQuery>;

export const drivingRoute = v.object({
  /** The route geometry, encoded polyline at precision 6 (OSRM polyline6). */
  polyline: v.string(),
  /** Metres. */
  distancia: v.number(),
  /** Seconds. */
  duracion: v.number(),
});
export type DrivingRoute = v.InferOutput<typeof drivingRoute>;
export const routeResponse = envelope(v.nullable(drivingRoute));

// ---- Route search (searchruta) ------------------------------------------------------------------

/** About 100,000 vertices: far more than any road route in Spain at OSRM's full overview. */
export const MAX_RUTA_CHARS = 1_000_000;
export const DEFAULT_CORRIDOR_KM = 0.5;
export const MAX_CORRIDOR_KM = 5;

export const ruta = v.pipe(
  v.string(/*i18n*/ "ruta debe ser una polilínea (texto)"),
  v.maxLength(MAX_RUTA_CHARS, /*i18n*/ "ruta demasiado larga"),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const path: FlatPath = withoutRepeatedPoints(decodePolylineFlat(dataset.value));
      const problem = drivingRouteProblem(path);
      if (problem) {
        addIssue({ message: problem });
        return NEVER;
      }
      return path;
    } catch (error) {
      addIssue({ message: `ruta no válida: ${error instanceof PolylineError ? error.message : "polilínea ilegible"}` });
      return NEVER;
    }
  }),
);

export const searchRouteRequest = v.pipe(
  v.object({
    combustible: searchProduct,
    venta: saleScope,
    /** Bounding box of the route (SPEC §3). Optional when `ruta` is sent: the corridor decides then. */
    minLat: v.optional(latitude),
    maxLat: v.optional(latitude),
    minLon: v.optional(longitude),
    maxLon: v.optional(longitude),
    /** Device position (SPEC §3): `km` of each result is measured from it. */
    latitud: latitude,
    longitud: longitude,
    /** The route path, polyline6 as /api/rutas/calcular returns it. */
    ruta: v.optional(ruta),
    /** Corridor half-width in km (SPEC §5: 0.5). */
    anchoKm: v.optional(
      v.pipe(
        numberLike("anchoKm"),
        v.minValue(0.01, /*i18n*/ "anchoKm mínimo 0.01"),
        v.maxValue(MAX_CORRIDOR_KM, messageWithValues(/*i18n*/ "anchoKm máximo {max}", { max: MAX_CORRIDOR_KM })),
      ),
      DEFAULT_CORRIDOR_KM,
    ),
    /**
     * "Desvío máximo": how far off the route (km) a station may be. With it the corridor is
     * this wide and each station carries its detour and net saving, best saving first.
     */
    desvioKm: v.optional(
      v.pipe(
        numberLike("desvioKm"),
        v.minValue(0.1, /*i18n*/ "El desvío mínimo es 0,1 km"),
        v.maxValue(MAX_CORRIDOR_KM, messageWithValues(/*i18n*/ "El desvío máximo es {max} km", { max: MAX_CORRIDOR_KM })),
      ),
    ),
    /** Litres per fill and l/100 km for the net saving (defaults: 40 and 6,5). */
    litros: v.optional(
      v.pipe(numberLike("litros"), v.minValue(FILL_LITRES_LIMITS.min, FUEL_USE_MESSAGES.litresRange), v.maxValue(FILL_LITRES_LIMITS.max, FUEL_USE_MESSAGES.litresRange)),
    ),
    consumo: v.optional(
      v.pipe(numberLike("consumo"), v.minValue(CONSUMPTION_LIMITS.min, FUEL_USE_MESSAGES.consumptionRange), v.maxValue(CONSUMPTION_LIMITS.max, FUEL_USE_MESSAGES.consumptionRange)),
    ),
  }),
  v.check(
    (r) => r.ruta !== undefined || (r.minLat !== undefined && r.maxLat !== undefined && r.minLon !== undefined && r.maxLon !== undefined),
    /*i18n*/ "minLat, maxLat, minLon y maxLon son obligatorios cuando no se envía la ruta",
  ),
  v.check((r) => r.minLat === undefined || r.maxLat === undefined || r.minLat <= r.maxLat, /*i18n*/ "minLat no puede ser mayor que maxLat"),
  v.check((r) => r.minLon === undefined || r.maxLon === undefined || r.minLon <= r.maxLon, /*i18n*/ "minLon no puede ser mayor que maxLon"),
);
export type SearchRouteRequest = v.InferOutput<typeof searchRouteRequest>;
export type SearchRouteRequestBody = v.InferInput<typeof searchRouteRequest>;

export const routeStationResult = v.object({
  ...stationResult.entries,
  /** Distance from the station to the route, km (only with `ruta`). */
  distanciaRuta: v.optional(v.number()),
  /** Distance along the route from the origin to the station, km (only with `ruta`). */
  distanciaOrigen: v.optional(v.number()),
  /** Extra km and minutes of leaving the route for the station and back (only with `desvioKm`). */
  desvioKm: v.optional(v.number()),
  desvioMin: v.optional(v.number()),
  /** True when the detour is the estimate (2 × distance from the path × 1.3), not the router's. */
  desvioEstimado: v.optional(v.boolean()),
  /** Net saving on one fill against the corridor's average price, € (only with `desvioKm`). */
  ahorro: v.optional(v.number()),
});
export type RouteStationResult = v.InferOutput<typeof routeStationResult>;
export const searchRouteResponse = envelope(v.array(routeStationResult));
