// The kiosk board built on the device from the national snapshot, for a forecourt screen that starts
// with no signal and has never shown this station's board: its prices of every product it sells and
// the cheapest competitors within 5 km, as the server would list them from the same data. The snapshot
// knows no town name nor when a price changed; the board shows what it knows.
import type { KioskBoard } from "../domain/contract/kiosk.ts";
import { FUEL_LABEL, FUEL_PRODUCTS, searchProductOf } from "../domain/fuels.ts";
import { kioskCompetitors } from "../domain/kiosk-board.ts";
import { isStationOpenAt } from "../domain/opening-hours.ts";
import { decodeSnapshot, searchSnapshot, type NationalSnapshot } from "../domain/snapshot.ts";

/** Every product in the catalogue's order, as the server lists a station's products. */
const BOARD_FUELS = FUEL_PRODUCTS.map((f) => ({ key: f.key, product: searchProductOf(f.key) }));

/** The board of station `id`, or null when the snapshot does not hold it. */
export function kioskBoardFromSnapshot(snapshot: NationalSnapshot, id: string, now: Date): KioskBoard | null {
  const index = decodeSnapshot(snapshot);
  const i = index.indexOf(id);
  if (i < 0) return null;
  const station = index.station(i);
  const productos = BOARD_FUELS.map(({ key, product }) => ({ producto: key as string, nombre: FUEL_LABEL[key], precio: index.priceOf(product, i) }))
    .filter((p) => p.precio > 0);
  return {
    estacion: {
      id: station.id,
      rotulo: station.rotulo,
      bandera: station.bandera || "none",
      direccion: station.direccion,
      localidad: "",
      // The snapshot knows the province by its code, which is what the board's clock needs (its zone:
      // Madrid, or Canary for 35 and 38); the screen does not show it.
      provincia: station.idProvincia,
      horario: station.horario,
      open: isStationOpenAt(station, now),
      productos,
    },
    competidores: kioskCompetitors(
      station.id,
      (product) => index.priceOf(product, i) > 0,
      (producto, distancia) => searchSnapshot(index, { producto, distancia, latitud: station.latitud, longitud: station.longitud, at: now }),
    ),
    actualizado: snapshot.fecha,
    generado: now.toISOString(),
  };
}
