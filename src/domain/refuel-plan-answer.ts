// The refuelling plan as the API answers it and the app shows it (POST /api/gasolinaeco/planruta):
// the exact plan, its yardstick and the saving, rounded for people. The server and the offline
// route search both build their answer here, from corridor stations carrying their detours.
import { planOverUsable, usableStations } from "./refuel-plan.ts";
import { lightOnRefuels } from "./refuel-reference.ts";
import { tripModel, type TripSettings, type TripStation } from "./refuel-trip.ts";

export interface PlanCorridorStation extends TripStation {
  id: string;
  rotulo: string;
}

export interface RefuelStopAnswer {
  id: string;
  rotulo: string;
  distanciaOrigen: number;
  desvioKm: number;
  litros: number;
  precio: number;
  coste: number;
}

export type RefuelPlanAnswer =
  | {
      alcanzable: true;
      paradas: RefuelStopAnswer[];
      litros: number;
      coste: number;
      llegadaPct: number;
      referencia: { coste: number; paradas: number };
      ahorro: number;
    }
  | { alcanzable: false; paradas: RefuelStopAnswer[]; secoEnKm: number };

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

export function refuelPlanAnswer(stations: readonly PlanCorridorStation[], trip: TripSettings): RefuelPlanAnswer {
  // The stations and the trip's model once, for the plan and its yardstick alike.
  const m = tripModel(trip);
  const usable = usableStations(stations, trip.lengthKm);
  const plan = planOverUsable(m, usable);
  if (!plan.reachable) return { alcanzable: false, paradas: [], secoEnKm: round(plan.dryAtKm, 1) };
  const reference = lightOnRefuels(m, usable);
  // The plan's litres at the usual way's average price; no stop the usual way: nothing to compare.
  const referenceCost = reference.averagePrice === null ? plan.cost : plan.litres * reference.averagePrice;
  return {
    alcanzable: true,
    paradas: plan.stops.map((s) => ({
      id: s.station.id,
      rotulo: s.station.rotulo,
      distanciaOrigen: s.station.distanciaOrigen,
      desvioKm: s.station.desvioKm,
      litros: round(s.litres, 2),
      precio: s.price,
      coste: round(s.cost, 2),
    })),
    litros: round(plan.litres, 2),
    coste: round(plan.cost, 2),
    llegadaPct: round(plan.arrivalPct, 1),
    referencia: { coste: round(referenceCost, 2), paradas: reference.stops },
    ahorro: round(referenceCost - plan.cost, 2),
  };
}
