// The favourite stations' prices from the national snapshot on the device: what /favoritas
// shows with no signal. The snapshot holds every product's trusted price, and no town name.
import { FUEL_LABEL, SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS } from "../domain/fuels.ts";
import { isStationOpenAt } from "../domain/opening-hours.ts";
import type { CurrentStation } from "../domain/favourites.ts";
import { decodeSnapshot, type NationalSnapshot } from "../domain/snapshot.ts";


/** The stations of `ids` the snapshot holds, in that order. */
export function favouritesFromSnapshot(snapshot: NationalSnapshot, ids: readonly string[], now: Date): CurrentStation[] {
  const index = decodeSnapshot(snapshot);
  return ids.flatMap((id) => {
    const i = index.indexOf(id);
    if (i < 0) return [];
    const station = index.station(i);
    // SEARCH_PRODUCT_CODES is in the catalogue's order, as the server lists a station's fuels.
    const fuels = SEARCH_PRODUCT_CODES.map((product) => {
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
