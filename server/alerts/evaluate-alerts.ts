// Decides, after an ingest, which alerts notify: one notification per crossing below the threshold,
// none again until the price has been back at or above it. Pure: alerts and the new index in, the
// notifications and the state to store out (alert-service.ts reads and writes the database).
import type { Locale } from "../../src/domain/locales.ts";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import type { AlertFuel } from "../../src/domain/contract/alerts.ts";
import type { Station } from "../feed/station.ts";
import { cheapestInArea, type CheapestInArea } from "./cheapest-in-area.ts";
import { isPlausiblePrice } from "../../src/domain/price-plausibility.ts";
import type { PriceTrust } from "../stations/price-trust.ts";
import { isPublicStation } from "../../src/domain/public-station.ts";

export interface AlertState {
  id: number;
  combustible: AlertFuel;
  umbral: number;
  stationId: string | null;
  latitud: number | null;
  longitud: number | null;
  radioKm: number | null;
  /** Notified for the current crossing. */
  below: boolean;
  lastPrice: number | null;
  /** The language it was created in: its notifications speak it (absent: Spanish). */
  idioma?: Locale;
}

export interface Crossing {
  alertId: number;
  station: Station;
  precio: number;
  precioAnterior: number | null;
}

export interface StateChange {
  id: number;
  below: boolean;
  lastPrice: number;
}

export interface Evaluation {
  crossings: Crossing[];
  changes: StateChange[];
}

export interface PriceView {
  /** The price an alert sees now (its station's, or its area's cheapest), when trusted. */
  observe(alert: Pick<AlertState, "combustible" | "stationId" | "latitud" | "longitud" | "radioKm">): { station: Station; precio: number } | null;
}

/**
 * What alerts see of an index: trusted prices only (the index's own verdict, src/domain/price-plausibility.ts:
 * the range and the province median, as the searches use it), public stations only for areas.
 */
export function priceView(stations: readonly Station[], byId: ReadonlyMap<string, Station>, trust?: Pick<PriceTrust, "reasonOf">): PriceView {
  const areas = new Map<AlertFuel, CheapestInArea>();
  const trusted = (s: Station, fuel: AlertFuel) => {
    const key = SEARCH_PRODUCTS[fuel];
    const precio = s.prices[key];
    if (precio === undefined || !isPlausiblePrice(precio, null, key)) return undefined;
    return trust && trust.reasonOf(s, key) !== null ? undefined : precio;
  };
  const area = (fuel: AlertFuel) => {
    let found = areas.get(fuel);
    if (!found) {
      // Members-only stations (Tipo Venta R) are not for the public, as in the searches.
      found = cheapestInArea(stations, (s) => (isPublicStation(s) ? trusted(s, fuel) : undefined));
      areas.set(fuel, found);
    }
    return found;
  };
  return {
    observe(alert) {
      if (alert.stationId !== null) {
        const station = byId.get(alert.stationId);
        const precio = station && trusted(station, alert.combustible);
        return station && precio !== undefined ? { station, precio } : null;
      }
      const found = area(alert.combustible).find(alert.latitud!, alert.longitud!, alert.radioKm!);
      return found ? { station: found.station, precio: found.precio } : null;
    },
  };
}

export function evaluateAlerts(alerts: Iterable<AlertState>, view: PriceView): Evaluation {
  const crossings: Crossing[] = [];
  const changes: StateChange[] = [];
  for (const alert of alerts) {
    const seen = view.observe(alert);
    // No trusted price (none sold, station gone, rejected value): the alert stays as it was.
    if (!seen) continue;
    const below = seen.precio < alert.umbral;
    if (below && !alert.below) {
      crossings.push({ alertId: alert.id, station: seen.station, precio: seen.precio, precioAnterior: alert.lastPrice });
    }
    if (below !== alert.below || seen.precio !== alert.lastPrice) changes.push({ id: alert.id, below, lastPrice: seen.precio });
  }
  return { crossings, changes };
}
