// The kiosk board of one station (GET /api/gasolinaeco/kiosko/:id): every price it shows, and for each
// search product it sells the cheapest other public stations within 5 km, from the nearby search.
import { FUEL_LABEL, SEARCH_PRODUCTS, type FuelKey, type SearchProduct } from "../../src/domain/fuels.ts";
import { KIOSK_MAX_COMPETITORS, KIOSK_RADIUS_KM, type KioskBoard } from "../../src/domain/contract/offline.ts";
import { searchNearby } from "./nearby-search.ts";
import { toStationInfo } from "./station-details.ts";
import type { StationIndex } from "./station-index.ts";
import type { Station } from "./station.ts";

/** Board order: the fuels a forecourt sells most first. */
const BOARD_PRODUCTS: readonly SearchProduct[] = ["diesel", "95", "98", "glp"];

export function kioskBoard(index: StationIndex, station: Station, now: Date, updatedAt: Date | null): KioskBoard {
  const info = toStationInfo(station, now, updatedAt);
  const competidores = BOARD_PRODUCTS.filter((p) => (station.prices[SEARCH_PRODUCTS[p] as FuelKey] ?? 0) > 0).map((producto) => ({
    producto,
    nombre: FUEL_LABEL[SEARCH_PRODUCTS[producto]],
    estaciones: searchNearby(index, { producto, distancia: KIOSK_RADIUS_KM, latitud: station.latitud, longitud: station.longitud, at: now })
      .filter((r) => r.id !== station.id)
      .slice(0, KIOSK_MAX_COMPETITORS)
      .map(({ id, rotulo, bandera, direccion, precio, pricerange, km }) => ({ id, rotulo, bandera, direccion, precio, pricerange, km })),
  }));
  return {
    estacion: {
      id: info.id,
      rotulo: info.rotulo,
      bandera: info.bandera,
      direccion: info.direccion,
      localidad: info.localidad,
      provincia: info.provincia,
      horario: info.horario,
      open: info.open,
      productos: info.productos,
    },
    competidores,
    actualizado: info.actualizado,
    generado: now.toISOString(),
  };
}
