// A station's detour from a route: the extra km and minutes of leaving the route for it
// and coming back. Exact from the router's table service when there is one; else this estimate:
// twice its distance from the path, times the road factor, at a local-road speed.
import { formatKm } from "./format.ts";
import { ROAD_FACTOR } from "./net-saving.ts";

/** km/h on the roads between a route and a station off it (towns, service roads, junctions). */
export const DETOUR_SPEED_KMH = 50;

export interface Detour {
  /** Extra km. */
  km: number;
  /** Extra minutes. */
  min: number;
  /** True when estimated (no router table). */
  estimated: boolean;
}

/** The estimate for a station `offPathKm` from the route: 2 × distance × 1.3, km to 2 decimals, whole minutes. */
export function estimatedDetour(offPathKm: number): Detour {
  const km = 2 * Math.max(0, offPathKm) * ROAD_FACTOR;
  return { km: Math.round(km * 100) / 100, min: Math.round((km / DETOUR_SPEED_KMH) * 60), estimated: true };
}

/** The router's figures (metres and seconds, there and back) as a detour. */
export function routedDetour(metres: number, seconds: number): Detour {
  return { km: Math.round(metres / 10) / 100, min: Math.round(seconds / 60), estimated: false };
}

/** How cards and the map say it: "Desvío: 3,9 km · 5 min (estimado)". */
export function detourText(km: number, min: number, estimated: boolean | undefined): string {
  return `Desvío: ${formatKm(km)} · ${min} min${estimated ? " (estimado)" : ""}`;
}
