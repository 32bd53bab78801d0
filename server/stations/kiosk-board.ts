// The kiosk board of one station (GET /api/gasolinaeco/kiosko/:id): every price it shows, and for each
// search product it sells the cheapest other public stations within 5 km, from the nearby search.
import { SEARCH_PRODUCTS, type FuelKey } from "../../src/domain/fuels.ts";
import type { KioskBoard } from "../../src/domain/contract/kiosk.ts";
import { kioskCompetitors } from "../../src/domain/kiosk-board.ts";
import { nearbyResults } from "./nearby-search.ts";
import { toStationInfo } from "./station-details.ts";
import type { StationIndex } from "./station-index.ts";
import type { Station } from "../feed/station.ts";

export function kioskBoard(index: StationIndex, station: Station, now: Date, updatedAt: Date | null): KioskBoard {
  const info = toStationInfo(station, now, updatedAt, index.trust);
  const competidores = kioskCompetitors(
    station.id,
    (p) => (station.prices[SEARCH_PRODUCTS[p] as FuelKey] ?? 0) > 0,
    (producto, distancia) => nearbyResults(index, { producto, distancia, latitud: station.latitud, longitud: station.longitud, at: now }),
  );
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
