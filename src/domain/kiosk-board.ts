// What the kiosk board (kiosko/:id) lists beside a station's own prices: for each fuel of the board it
// sells, the cheapest other public stations within KIOSK_RADIUS_KM, as the nearby search ranks them.
// The server builds it from its index; a kiosk with no signal from the national snapshot it holds.
import { KIOSK_MAX_COMPETITORS, KIOSK_RADIUS_KM, type KioskBoard } from "./contract/kiosk.ts";
import type { StationResult } from "./contract/stations.ts";
import { FUEL_LABEL, SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS, type SearchProduct } from "./fuels.ts";

/** The fuels a forecourt sells most first. */
const BEST_SELLERS: readonly SearchProduct[] = ["diesel", "95", "98", "glp"];

/** Board order: the best sellers, then every other product in catalogue order. */
export const KIOSK_PRODUCTS: readonly SearchProduct[] = [...BEST_SELLERS, ...SEARCH_PRODUCT_CODES.filter((p) => !BEST_SELLERS.includes(p))];

export type KioskCompetitors = KioskBoard["competidores"];

/**
 * @param sells whether the station sells the product (only those get a list)
 * @param nearby the nearby search around the station within `distancia` km for that product
 */
export function kioskCompetitors(
  stationId: string,
  sells: (product: SearchProduct) => boolean,
  nearby: (product: SearchProduct, distancia: number) => readonly StationResult[],
): KioskCompetitors {
  return KIOSK_PRODUCTS.filter(sells).map((producto) => ({
    producto,
    nombre: FUEL_LABEL[SEARCH_PRODUCTS[producto]],
    estaciones: nearby(producto, KIOSK_RADIUS_KM)
      .filter((r) => r.id !== stationId)
      .slice(0, KIOSK_MAX_COMPETITORS)
      .map(({ id, rotulo, bandera, direccion, precio, pricerange, km }) => ({ id, rotulo, bandera, direccion, precio, pricerange, km })),
  }));
}
