// From the route search's stations (each with its distance along the route and its detour) to the
// stations the refuelling plan chooses among: open or not when the driver passes (departure plus the
// route's duration at that share of the route), at the price the driver pays there. The server and
// the app's offline route search both feed the plan through here.
import { isScheduleOpenAt, stationSchedule } from "./opening-hours.ts";
import { zoneOfPoint } from "./local-time.ts";
import { driverPriceAt, type DiscountPlan } from "./discounts.ts";
import { refuelPlanAnswer, type PlanCorridorStation, type RefuelPlanAnswer } from "./refuel-plan-answer.ts";
import type { TripSettings } from "./refuel-trip.ts";

/** A route's average speed when its duration is not known (motorway and the towns at each end). */
export const ESTIMATED_ROUTE_SPEED_KMH = 90;

export interface CorridorStationResult {
  id: string;
  bandera: string;
  rotulo: string;
  precio: number;
  horario: string;
  pais: string;
  gps: { latitud: number; longitud: number };
  distanciaOrigen?: number | undefined;
  desvioKm?: number | undefined;
}

export interface PassingTimes {
  departure: Date;
  lengthKm: number;
  /** Seconds; missing: the length at ESTIMATED_ROUTE_SPEED_KMH. */
  durationS?: number | undefined;
}

/** When the driver passes `km` along the route. */
export function passingAt(times: PassingTimes, km: number): Date {
  const duration = times.durationS ?? (times.lengthKm / ESTIMATED_ROUTE_SPEED_KMH) * 3600;
  const share = times.lengthKm > 0 ? Math.min(1, Math.max(0, km / times.lengthKm)) : 0;
  return new Date(times.departure.getTime() + duration * share * 1000);
}

/** The plan's stations; `priceOf` gives the driver's price ("Tu precio"), the pump's by default. */
export function planStations(
  results: readonly CorridorStationResult[],
  times: PassingTimes,
  priceOf: (station: CorridorStationResult) => number = (s) => s.precio,
): PlanCorridorStation[] {
  return results.map((s) => {
    const km = s.distanciaOrigen ?? 0;
    const at = passingAt(times, km);
    return {
      id: s.id,
      rotulo: s.rotulo,
      distanciaOrigen: km,
      desvioKm: s.desvioKm ?? 0,
      precio: priceOf(s),
      abierta: isScheduleOpenAt(stationSchedule(s), zoneOfPoint(s.gps.latitud, s.gps.longitud), at),
    };
  });
}

/**
 * The plan the device makes (offline, or with "Tu precio"): the route's stations at the driver's
 * prices on the day of departure, a tank's fill as the litres a capped discount is spread over.
 */
export function planFromCorridor(
  results: readonly CorridorStationResult[],
  times: PassingTimes,
  trip: TripSettings,
  plans: readonly DiscountPlan[],
): RefuelPlanAnswer {
  const driver = { plans, at: times.departure.getTime(), litres: trip.tankLitres };
  const priceOf = (s: CorridorStationResult) => driverPriceAt(s.precio, { bandera: s.bandera, ...s.gps }, driver).precio;
  return refuelPlanAnswer(planStations(results, times, priceOf), trip);
}
