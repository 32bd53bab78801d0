// Contract of the refuelling plan of a trip (POST /api/gasolinaeco/planruta): the route search's
// fields, the tank and the levels wanted; the answer is the exact cheapest plan (refuel-plan.ts).
import * as v from "valibot";
import { envelope, latitude, longitude, messageWithValues, numberLike } from "./common.ts";
import { MAX_CORRIDOR_KM, ruta } from "./route.ts";
import { saleScope, searchProduct } from "./stations.ts";
import { CONSUMPTION_LIMITS, DEFAULT_CONSUMPTION_L100KM, FUEL_USE_MESSAGES } from "../fuel-use.ts";
import { DEFAULT_RESERVE_PCT } from "../refuel-trip.ts";

export const DEFAULT_PLAN_DETOUR_KM = 2;
export const TANK_LIMITS = { min: 5, max: 2000 } as const;
/** A reserve of half the tank is already unusual; the whole tank leaves nothing to drive on. */
export const MAX_RESERVE_PCT = 50;

const percent = (field: string, max: number, message: string) =>
  v.pipe(numberLike(field), v.minValue(0, message), v.maxValue(max, message));

export const planRouteRequest = v.pipe(v.object({
  combustible: searchProduct,
  venta: saleScope,
  latitud: latitude,
  longitud: longitude,
  /** Required: checked below, so that its absence is said in words rather than as a missing key. */
  ruta: v.optional(ruta),
  desvioKm: v.optional(
    v.pipe(
      numberLike("desvioKm"),
      v.minValue(0.1, /*i18n*/ "El desvío mínimo es 0,1 km"),
      v.maxValue(MAX_CORRIDOR_KM, messageWithValues(/*i18n*/ "El desvío máximo es {max} km", { max: MAX_CORRIDOR_KM })),
    ),
    DEFAULT_PLAN_DETOUR_KM,
  ),
  depositoLitros: v.pipe(
    v.optional(numberLike("depositoLitros"), 0),
    v.minValue(TANK_LIMITS.min, messageWithValues(/*i18n*/ "El depósito va de {min} a {max} litros", TANK_LIMITS)),
    v.maxValue(TANK_LIMITS.max, messageWithValues(/*i18n*/ "El depósito va de {min} a {max} litros", TANK_LIMITS)),
  ),
  nivelPct: percent("nivelPct", 100, /*i18n*/ "El nivel del depósito va de 0 a 100 %"),
  consumo: v.optional(
    v.pipe(numberLike("consumo"), v.minValue(CONSUMPTION_LIMITS.min, FUEL_USE_MESSAGES.consumptionRange), v.maxValue(CONSUMPTION_LIMITS.max, FUEL_USE_MESSAGES.consumptionRange)),
    DEFAULT_CONSUMPTION_L100KM,
  ),
  reservaPct: v.optional(percent("reservaPct", MAX_RESERVE_PCT, messageWithValues(/*i18n*/ "La reserva va de 0 a {max} % del depósito", { max: MAX_RESERVE_PCT })), DEFAULT_RESERVE_PCT),
  /** Missing: the reserve. Below the reserve counts as the reserve. */
  llegadaPct: v.optional(percent("llegadaPct", 100, /*i18n*/ "El nivel a la llegada va de 0 a 100 %")),
  /** Departure, ISO date-time; missing: now. */
  salida: v.optional(
    v.pipe(
      v.string(/*i18n*/ "salida debe ser una fecha y hora (ISO 8601)"),
      v.check((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && Number.isFinite(Date.parse(s)), /*i18n*/ "salida debe ser una fecha y hora (ISO 8601)"),
      v.transform((s) => new Date(s)),
    ),
  ),
  /** The route's duration in seconds (as /api/rutas/calcular gives it); missing: estimated from its length. */
  duracion: v.optional(v.pipe(numberLike("duracion"), v.minValue(0, /*i18n*/ "duracion no puede ser negativa"))),
}), v.check((r) => r.ruta !== undefined, /*i18n*/ "Falta la ruta: calcula una ruta antes de planificar los repostajes"));
export type PlanRouteRequest = v.InferOutput<typeof planRouteRequest>;
export type PlanRouteRequestBody = v.InferInput<typeof planRouteRequest>;

export const refuelStop = v.object({
  id: v.string(),
  rotulo: v.string(),
  /** km along the route from the origin, as searchruta gives it. */
  distanciaOrigen: v.number(),
  desvioKm: v.number(),
  litros: v.number(),
  precio: v.number(),
  coste: v.number(),
});
export type RefuelStop = v.InferOutput<typeof refuelStop>;

export const refuelPlan = v.variant("alcanzable", [
  v.object({
    alcanzable: v.literal(true),
    paradas: v.array(refuelStop),
    litros: v.number(),
    coste: v.number(),
    llegadaPct: v.number(),
    /** The driver who stops when the light comes on: the plan's litres at that driver's average price. */
    referencia: v.object({ coste: v.number(), paradas: v.number() }),
    ahorro: v.number(),
  }),
  v.object({
    alcanzable: v.literal(false),
    paradas: v.array(refuelStop),
    /** km from the origin where the tank reaches the reserve, at best. */
    secoEnKm: v.number(),
  }),
]);
export type RefuelPlanEntity = v.InferOutput<typeof refuelPlan>;
export const planRouteResponse = envelope(refuelPlan);
