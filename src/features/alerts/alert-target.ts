// What an alert watches, as the forms build it: one station, or an area around a point.
import { ALERT_FUELS, ALERT_RADIUS_MAX_KM, alertThresholdRange, type AlertFuel } from "../../domain/contract/alerts.ts";
import { formatDecimal } from "../../i18n/formatters.ts";

export type AlertTarget =
  | { kind: "station"; stationId: string; rotulo: string }
  | { kind: "area"; latitud: number; longitud: number; radioKm: number };

/** An area alert's radius from a search distance: at most 25 km. */
export const areaRadius = (distanceKm: number) => Math.min(Math.max(Math.round(distanceKm), 1), ALERT_RADIUS_MAX_KM);

/** A suggested threshold: two cents under the current price, within the fuel's limits, in the app's notation. */
export function suggestedThreshold(price: number | null | undefined, fuel: AlertFuel): string {
  if (!price || price <= 0) return "";
  const [min, max] = alertThresholdRange(fuel);
  return formatDecimal(Math.min(Math.max(price - 0.02, min), max), 3, 3);
}

export const isAlertFuel = (code: string | null | undefined): code is AlertFuel => ALERT_FUELS.includes(code as AlertFuel);
