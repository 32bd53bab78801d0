// Net saving ("ahorro neto"): what a station saves on one fill against a reference price,
// minus the fuel burnt driving there and back at that station's price. The one place the formula
// lives: nearby results (in the app), route results (server and app) and their tests use it.
import { DEFAULT_CONSUMPTION_L100KM, DEFAULT_FILL_LITRES } from "./fuel-use.ts";

/** Straight-line km → driving km: roads are seldom straight; 1.3 is the usual factor in Spain. */
export const ROAD_FACTOR = 1.3;

export interface NetSavingInput {
  /** €/l of the reference (the nearest station, or the corridor's average). */
  referencePrice: number;
  /** €/l of this station. */
  price: number;
  /** Litres bought. Missing: DEFAULT_FILL_LITRES. */
  litres?: number | null;
  /** l/100 km. Missing or not a positive number: DEFAULT_CONSUMPTION_L100KM. */
  consumption?: number | null;
  /** Extra km driven because of this station (there and back, or the detour). */
  extraKm: number;
}

const positive = (n: number | null | undefined, fallback: number) => (typeof n === "number" && Number.isFinite(n) && n > 0 ? n : fallback);

/** Euros to the cent: positive saves, negative costs; never -0. */
export function netSaving({ referencePrice, price, litres, consumption, extraKm }: NetSavingInput): number {
  const l = positive(litres, DEFAULT_FILL_LITRES);
  const c = positive(consumption, DEFAULT_CONSUMPTION_L100KM);
  const burnt = (Math.max(0, extraKm) * c) / 100;
  const euros = (referencePrice - price) * l - burnt * price;
  return Math.round(euros * 100) / 100 || 0;
}

/** The driving distance estimate for a straight-line distance, km (2 decimals). */
export function drivingKmEstimate(straightKm: number): number {
  return Math.round(straightKm * ROAD_FACTOR * 100) / 100;
}

/** There and back, driving: twice the estimate. */
export const roundTripKm = (straightKm: number) => 2 * straightKm * ROAD_FACTOR;
