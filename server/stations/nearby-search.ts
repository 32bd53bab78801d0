// Nearby search (POST /api/gasolinaeco/search): stations selling the product within the radius,
// cheapest first, each with distance, open-now and price band. Memory only, never the database.
import { haversineKm, boundingBox } from "../../src/domain/geo.ts";
import { isOpenAt } from "../../src/domain/opening-hours.ts";
import { priceBands } from "../../src/domain/price-bands.ts";
import type { SearchProduct } from "../../src/domain/fuels.ts";
import type { StationResult } from "../../src/domain/contract/stations.ts";
import type { StationIndex } from "./station-index.ts";
import type { Station } from "./station.ts";

export interface NearbyQuery {
  producto: SearchProduct;
  distancia: number;
  latitud: number;
  longitud: number;
  /** The instant "open" is evaluated at. */
  at: Date;
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

export function toStationResult(s: Station, precio: number, km: number, at: Date, pricerange: 0 | 1 | 2): StationResult {
  return {
    id: s.id,
    rotulo: s.rotulo,
    direccion: s.direccion,
    horario: s.horario,
    bandera: s.bandera,
    precio,
    pricerange,
    // Opening hours are only meaningful for Spanish stations (SPEC §4).
    open: s.pais === "ES" ? isOpenAt(s.horario, s.idProvincia, at) : true,
    km: round(km, 3),
    gps: { latitud: s.latitud, longitud: s.longitud },
    pais: s.pais,
  };
}

export function searchNearby(index: StationIndex, q: NearbyQuery): StationResult[] {
  const product = index.byProduct[q.producto];
  const box = boundingBox(q.latitud, q.longitud, q.distancia);
  const hits: { i: number; km: number }[] = [];
  for (const i of product.tree.range(box.minLon, box.minLat, box.maxLon, box.maxLat)) {
    const s = product.stations[i];
    if (!s) continue;
    const km = haversineKm(q.latitud, q.longitud, s.latitud, s.longitud);
    if (km <= q.distancia) hits.push({ i, km });
  }
  const band = priceBands(hits.map((h) => product.prices[h.i]!));
  return hits
    .map(({ i, km }) => {
      const precio = product.prices[i]!;
      return toStationResult(product.stations[i]!, precio, km, q.at, band(precio));
    })
    .sort((a, b) => a.precio - b.precio || a.km - b.km);
}
