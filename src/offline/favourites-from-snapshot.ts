// The favourite stations' prices from the national snapshot on the device: what /favoritas
// shows with no signal. The snapshot holds the four searchable fuels only, and no town name.
import { FUEL_LABEL, FUEL_PRODUCTS, SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS } from "../domain/fuels.ts";
import { isStationOpenAt } from "../domain/opening-hours.ts";
import type { CurrentStation } from "../domain/favourites.ts";
import { decodeSnapshot, type NationalSnapshot } from "../domain/snapshot.ts";

const CATALOGUE_ORDER = new Map<string, number>(FUEL_PRODUCTS.map((p, i) => [p.key, i]));
/** The snapshot's products in the catalogue's order, as the server lists a station's fuels. */
const PRODUCTS = [...SEARCH_PRODUCT_CODES].sort((a, b) => CATALOGUE_ORDER.get(SEARCH_PRODUCTS[a])! - CATALOGUE_ORDER.get(SEARCH_PRODUCTS[b])!);

/** The stations of `ids` the snapshot holds, in that order. */
export function favouritesFromSnapshot(snapshot: NationalSnapshot, ids: readonly string[], now: Date): CurrentStation[] {
  const index = decodeSnapshot(snapshot);
  return ids.flatMap((id) => {
    const i = index.indexOf(id);
    if (i < 0) return [];
    const station = index.station(i);
    const fuels = PRODUCTS.map((product) => {
      const key = SEARCH_PRODUCTS[product];
      return { key, label: FUEL_LABEL[key], price: index.priceOf(product, i) };
    }).filter((fuel) => fuel.price > 0);
    return [{
      id: station.id,
      rotulo: station.rotulo,
      direccion: station.direccion,
      bandera: station.bandera || "none",
      open: isStationOpenAt(station, now),
      latitud: station.latitud,
      longitud: station.longitud,
      fuels,
    }];
  });
}
