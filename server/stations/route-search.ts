// Route search (POST /api/gasolinaeco/searchruta). With a route polyline: the stations within the
// corridor, ordered from origin to destination, each with its distance to the route and along it.
// Without one (the SPEC §7 body): the stations inside the route's bounding box, cheapest first.
import { haversineKm } from "../../src/domain/geo.ts";
import { priceBands } from "../../src/domain/price-bands.ts";
import type { FlatPath } from "../../src/domain/polyline.ts";
import type { SearchProduct } from "../../src/domain/fuels.ts";
import type { RouteStationResult } from "../../src/domain/contract/route.ts";
import { corridorSearch } from "./corridor-search.ts";
import { nearbyHit, toStationResult } from "../../src/domain/nearby.ts";
import type { StationIndex } from "./station-index.ts";

export interface RouteSearchQuery {
  producto: SearchProduct;
  /** Device position: `km` of each result is measured from it. */
  latitud: number;
  longitud: number;
  /** Used when there is no route. */
  box?: { minLat: number; maxLat: number; minLon: number; maxLon: number };
  ruta?: FlatPath;
  anchoKm: number;
  /** The instant "open" is evaluated at. */
  at: Date;
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * A box as large as half the country holds thousands of stations (the whole Peninsula: 11,800 selling
 * diesel, 2.8 MB and ~70 ms to answer); the driver chooses among the cheapest, so those are answered.
 */
export const MAX_BOX_RESULTS = 500;

export function searchAlongRoute(index: StationIndex, q: RouteSearchQuery): RouteStationResult[] {
  const product = index.byProduct[q.producto];
  const kmFromDevice = (i: number) => {
    const s = product.stations[i]!;
    return haversineKm(q.latitud, q.longitud, s.latitud, s.longitud);
  };

  if (q.ruta) {
    const hits = corridorSearch(product, q.ruta, q.anchoKm);
    // Bands over the corridor's stations only: they are the ones the driver chooses between.
    const band = priceBands(hits.map((h) => product.prices[h.i]!));
    return hits.map((h) => {
      const precio = product.prices[h.i]!;
      return {
        ...toStationResult(nearbyHit(product.stations[h.i]!, precio, kmFromDevice(h.i), q.at, band(precio), product.since[h.i])),
        distanciaRuta: round(h.distanciaRuta, 3),
        distanciaOrigen: round(h.distanciaOrigen, 3),
      };
    });
  }

  if (!q.box) return [];
  const inBox = product.tree.range(q.box.minLon, q.box.minLat, q.box.maxLon, q.box.maxLat).filter((i) => product.stations[i]);
  // Bands over every station in the box; only the cheapest are answered (built, timed, serialised).
  const band = priceBands(inBox.map((i) => product.prices[i]!));
  const km = new Map(inBox.map((i) => [i, kmFromDevice(i)]));
  return inBox
    .sort((a, b) => product.prices[a]! - product.prices[b]! || km.get(a)! - km.get(b)!)
    .slice(0, MAX_BOX_RESULTS)
    .map((i) => {
      const precio = product.prices[i]!;
      return toStationResult(nearbyHit(product.stations[i]!, precio, km.get(i)!, q.at, band(precio), product.since[i]));
    });
}
