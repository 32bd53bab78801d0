// The refuelling plan of the route on screen: the server's (POST planruta) when the driver pays the
// pump's prices and the server answers; on the device otherwise, with the same rule of src/domain,
// from the corridor stations the route screen holds (the server's, their offline copy, or the corridor
// the device worked out from the national snapshot when it had neither: run-route-search.ts) at the
// driver's own prices ("Tu precio") where a plan of theirs applies.
import { planRouteRefuels } from "../../api/stations.ts";
import type { RouteStationResult } from "../../domain/contract/route.ts";
import type { DiscountPlan } from "../../domain/discounts.ts";
import { planFromCorridor } from "../../domain/refuel-corridor.ts";
import type { RefuelPlanAnswer } from "../../domain/refuel-plan-answer.ts";

export interface RefuelPlanInput {
  product: string;
  polyline: string;
  lengthKm: number;
  durationS: number | null;
  detourKm: number;
  origin: { latitude: number; longitude: number };
  membersOnly: boolean;
  tankLitres: number;
  levelPct: number;
  consumption: number;
  reservePct: number;
  arrivalPct: number;
}

export type RefuelPlanOutcome =
  | { ok: true; plan: RefuelPlanAnswer; where: "server" | "device" }
  | { ok: false; message: string };

/** The plan worked out on the device from the route's stations (the domain's rule, "Tu precio" applied). */
export function planOnDevice(
  stations: readonly RouteStationResult[],
  input: RefuelPlanInput,
  driver: { plans: readonly DiscountPlan[]; departure: Date },
): RefuelPlanAnswer {
  const times = { departure: driver.departure, lengthKm: input.lengthKm, durationS: input.durationS ?? undefined };
  const trip = {
    lengthKm: input.lengthKm,
    tankLitres: input.tankLitres,
    levelPct: input.levelPct,
    consumption: input.consumption,
    reservePct: input.reservePct,
    arrivalPct: input.arrivalPct,
  };
  return planFromCorridor(stations, times, trip, driver.plans);
}

export async function planRouteRefuelsFor(
  stations: readonly RouteStationResult[],
  input: RefuelPlanInput,
  driver: { plans: readonly DiscountPlan[]; departure: Date },
): Promise<RefuelPlanOutcome> {
  // "Tu precio" is the device's: the server knows only the pump's prices.
  if (driver.plans.length > 0) return { ok: true, plan: planOnDevice(stations, input, driver), where: "device" };
  const answer = await planRouteRefuels({
    combustible: input.product,
    latitud: input.origin.latitude,
    longitud: input.origin.longitude,
    ruta: input.polyline,
    desvioKm: input.detourKm,
    depositoLitros: input.tankLitres,
    nivelPct: input.levelPct,
    consumo: input.consumption,
    reservaPct: input.reservePct,
    llegadaPct: input.arrivalPct,
    salida: driver.departure.toISOString(),
    ...(input.durationS !== null ? { duracion: input.durationS } : {}),
    ...(input.membersOnly ? { venta: "todas" as const } : {}),
  });
  if (answer.ok) return { ok: true, plan: answer.data, where: "server" };
  // Refused input is the driver's to correct; no answer at all is the device's to make up for.
  if (answer.reason === "rejected" && answer.status !== null && answer.status < 500) return { ok: false, message: answer.message };
  return { ok: true, plan: planOnDevice(stations, input, driver), where: "device" };
}
